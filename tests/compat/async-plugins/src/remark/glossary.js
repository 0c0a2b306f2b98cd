// Adds a "Glossary" section to a page whose front matter lists `terms`, with each term's
// meaning read from glossary.json. The file is read with fs.promises, so the transformer
// returns a promise and the page waits for it.
const fs = require('node:fs');
const path = require('node:path');

module.exports = function glossary() {
  return async (tree, file) => {
    // A test counts the runs: each appends the page's path to the file it names.
    if (process.env.GLOSSARY_RUNS) fs.appendFileSync(process.env.GLOSSARY_RUNS, `${path.basename(file.path)}\n`);
    const terms = file.data.frontMatter?.terms;
    if (!Array.isArray(terms)) return;
    // A test makes it fail once, as when the glossary could not be fetched.
    if (process.env.GLOSSARY_FAIL) throw new Error('the glossary could not be read');
    const meanings = JSON.parse(await fs.promises.readFile(path.join(file.cwd, 'glossary.json'), 'utf8'));
    await new Promise((resolve) => setTimeout(resolve, 2));
    const text = (value) => ({type: 'text', value});
    tree.children.push({type: 'heading', depth: 2, children: [text('Glossary')]});
    tree.children.push({
      type: 'list',
      ordered: false,
      spread: false,
      children: terms.map((term) => ({
        type: 'listItem',
        spread: false,
        children: [{type: 'paragraph', children: [{type: 'strong', children: [text(term)]}, text(`: ${meanings[term] ?? 'not in the glossary'}`)]}],
      })),
    });
  };
};
