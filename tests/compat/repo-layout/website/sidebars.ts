const sidebars = { guide: ['wicks', 'oil'] };
export default sidebars;
