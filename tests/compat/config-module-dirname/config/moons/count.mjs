import {readFileSync} from 'node:fs';

// How many moons the list beside this module names.
const list = readFileSync(new URL('./moons.json', import.meta.url), 'utf8');
export const moonCount = JSON.parse(list).length;
