// An asynchronous transformer whose promise rejects.
module.exports = function rejects() {
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 1));
    throw new Error('the tide tables could not be fetched');
  };
};
