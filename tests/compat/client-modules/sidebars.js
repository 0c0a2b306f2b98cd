module.exports = { docs: ['intro', { type: 'category', label: 'Lamps', link: { type: 'generated-index' }, items: ['lamps'] }] };
