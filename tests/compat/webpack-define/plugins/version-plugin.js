const {rspack} = require('@docusaurus/faster');
const {version} = require('../lantern.json');

// Gives the components the lantern model's version.
module.exports = function versionPlugin() {
  return {
    name: 'lantern-version',
    configureWebpack() {
      return {plugins: [new rspack.DefinePlugin({'process.env.LANTERN_VERSION': JSON.stringify(version)})]};
    },
  };
};
