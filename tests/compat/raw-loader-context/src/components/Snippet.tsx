import CodeBlock from '@theme/CodeBlock';

export default function Snippet({ group, name }: { group: string; name: string }) {
  const text = require(`!!raw-loader!@site/snippets/${group}/${name}`).default;
  return <CodeBlock title={name}>{text}</CodeBlock>;
}
