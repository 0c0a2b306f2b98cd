// A transformer that finishes at once on docs and pages but returns a promise on blog posts.
export default function laterOnPosts() {
  return (tree, file) => {
    if (!file.path.includes('/blog/')) return;
    return new Promise((resolve) => setTimeout(resolve, 1));
  };
}
