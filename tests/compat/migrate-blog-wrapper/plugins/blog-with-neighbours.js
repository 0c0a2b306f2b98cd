const blogExports = require('@docusaurus/plugin-content-blog');

// Adds, for each post, the posts written in the same month.
async function blogWithNeighbours(context, options) {
  const blog = await blogExports.default(context, options);
  return {
    ...blog,
    async contentLoaded(args) {
      await blog.contentLoaded(args);
      const { blogPosts } = args.content;
      for (const post of blogPosts) {
        const month = post.metadata.date.slice(0, 7);
        const neighbours = blogPosts.filter((p) => p !== post && p.metadata.date.startsWith(month));
        await args.actions.createData(`${post.id}-neighbours.json`, JSON.stringify(neighbours.map((p) => p.metadata.title)));
      }
    },
  };
}

module.exports = { ...blogExports, default: blogWithNeighbours };
