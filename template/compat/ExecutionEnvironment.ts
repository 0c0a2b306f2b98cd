const canUseDOM = typeof window !== 'undefined' && typeof window.document !== 'undefined';

/** `@docusaurus/ExecutionEnvironment`: what the code runs in (false for all during the build). */
const ExecutionEnvironment = {
  canUseDOM,
  canUseEventListeners: canUseDOM && typeof window.addEventListener === 'function',
  canUseIntersectionObserver: canUseDOM && 'IntersectionObserver' in window,
  canUseViewport: canUseDOM && typeof window.screen !== 'undefined',
};
export default ExecutionEnvironment;
