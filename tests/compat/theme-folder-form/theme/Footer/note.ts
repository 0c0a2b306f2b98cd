export const footerNote = 'Footer from theme/Footer/index.tsx.';
