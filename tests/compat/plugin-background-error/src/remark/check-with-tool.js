// Sends each page to an outside checker and waits for its answer; nobody handles the
// child process's 'error' event, so a missing checker is an uncaught error.
const {spawn} = require('child_process');

module.exports = function checkWithTool() {
  return async (tree) => {
    const child = spawn('sandbar-checker-that-is-not-installed', ['--json']);
    await new Promise((resolve) => child.on('close', resolve));
    return tree;
  };
};
