/**
 * The prose of guides/configuration.md that belongs to no single key: the page's opening, and
 * text before or after the table of a section (by the section's key path, as its heading
 * reads). Every key's own sentence is its description in schema.ts.
 */

/** The page's opening, up to the first table. */
export const REFERENCE_INTRO = `A site is configured by one JSON file, \`site.config.json\`, in the site folder (or the
folder that \`--site-dir\` names). This page lists every key the file accepts, with its type,
default and what it does. It is generated from the schema (\`src/config/schema.ts\`) by
\`node scripts/config-reference.mjs\`, which also writes the JSON Schema the package ships
(\`schema/site.config.schema.json\`); edit the schema's descriptions, not this page.

Only two keys are required:

\`\`\`json
{ "title": "My site", "url": "https://example.com" }
\`\`\`

## Completion and checks in the editor

\`docs init\` starts the file with \`"$schema": "./node_modules/docs-kiln/schema/site.config.schema.json"\`.
Editors that read JSON Schema (VS Code, JetBrains IDEs, and others through a JSON language
server) then complete every key, show its description and default, and underline unknown
keys and values of the wrong type as you type. The build ignores \`$schema\`. A few checks
run only when the site is built: the form of \`url\` and \`baseUrl\`, the keys each navbar item
type reads, \`tocMinHeadingLevel\` against \`tocMaxHeadingLevel\`, and the docs sections' ids,
routes and paths.

## How the file is checked

- The file is validated key by key when any command loads it. Every problem is reported
  at once, each at its \`file:line:column\` with the key path and a hint, and the command
  exits non-zero.
- An unknown key is an error (\`config/unknown-key\`). The hint names the closest known key
  ("did you mean") or the section where the key belongs.
- A value of the wrong type is an error (\`config/invalid-type\`); a value of the right type
  that is not allowed is \`config/invalid-value\`.
- A key written twice in one object is an error (\`config/duplicate-key\`), and so is a file
  that is not valid JSON (\`config/invalid-json\`).
- Every key that has a default below may be left out.
- Paths are relative to the site folder unless the entry says otherwise.`;

/** Text shown before a section's table, by section path. */
export const BEFORE_TABLE: Record<string, string> = {
  'navbar.items[]': `Every item has a \`type\` (default \`"default"\`) and a \`position\`, and may have \`className\` and
\`aria-label\`. The other keys depend on the type; a key the type does not read is an error that
names the keys it does read (\`config/navbar-item\`).`,
  docs: `\`docs\` is one object (one docs section) or a list of them (several sections, as when
Docusaurus' docs plugin is used more than once). Every key of a section:`,
  'docs.versions.{name}': `Released versions are listed in \`versions.json\`, newest first, in \`contentDir\` (or at
the site root without it). Version \`X\` keeps its docs in
\`versioned_docs/version-X/\` and its sidebars in
\`versioned_sidebars/version-X-sidebars.json\`. A section other than the default one
prefixes these names with its id (\`community_versions.json\`,
\`community_versioned_docs/\`...). \`docs version <name>\` cuts a new version.

Each entry of \`versions\` may hold:`,
  search: `Without \`appId\` and \`apiKey\`, the site searches its own static index and needs no account
(see [Search](search.md)).`,
  dev: `Who may use \`docs dev\` and \`docs serve\` over the network (the whole rule is in
[Errors, limits and safety](errors.md#what-docs-dev-and-docs-serve-accept-from-the-network)).
\`docs serve\` reads this key too, when the folder it serves from has a config.`,
};

/** Text shown after a section's table (and the sections under it), by section path. */
export const AFTER_SECTION: Record<string, string> = {
  'navbar.items[]': `| type | keys | what it shows |
|---|---|---|
| \`default\` | \`label\`, \`to\` or \`href\`, \`icon\` | A link. It needs exactly one of \`to\` and \`href\`, and a \`label\`, or an \`aria-label\` with an \`icon\` for an icon-only link. |
| \`doc\` | \`docId\` (required), \`label\`, \`docsPluginId\` | A link to one doc by its id, in the version the reader is on (else the version they chose last, else the latest). |
| \`docSidebar\` | \`sidebarId\` (required), \`label\`, \`docsPluginId\` | A link to the first doc of a sidebar. |
| \`docsVersionDropdown\` | \`label\`, \`docsPluginId\` | A menu of the versions of a docs section; it remembers the reader's choice per section. |
| \`docsVersion\` | \`label\`, \`to\`, \`version\`, \`docsPluginId\` | A link to the main doc of one version, or to \`to\` when it is set. The label defaults to the version's label. |
| \`search\` | none | The search button (Ctrl+K or / opens it). |
| \`html\` | \`value\` (required) | Raw HTML. |

\`docsPluginId\` names the docs section an item is about (see [Several docs sections](#several-docs-sections)).
A \`doc\` or \`docSidebar\` item that names a doc or sidebar that does not exist stops the build.`,
  docs: `Where the sidebars come from when \`sidebarPath\` is not set: with \`contentDir\`,
\`<contentDir>/sidebars.json\` (\`<contentDir>/<id>_sidebars.json\` for another section), and
no sidebars when that file does not exist; without \`contentDir\`, one sidebar generated
from the docs folder, as in Docusaurus. A \`sidebarPath\` that names a missing file is an
error (\`sidebar/missing-file\`).

### Several docs sections

\`\`\`json
"docs": [
  { "sidebarPath": "sidebars.ts" },
  { "id": "community", "path": "community", "routeBasePath": "community", "sidebarPath": "sidebarsCommunity.ts" }
]
\`\`\`

Each section has its own routes, sidebars, versions, tag pages, previous/next links and
search facet. Two sections with one id (\`config/duplicate-docs-id\`), two on one
\`routeBasePath\` (\`config/duplicate-docs-route\`), and a section with an \`id\` but no \`path\`
(\`config/missing-key\`) are errors at their line.`,
  dev: `\`\`\`json
{ "dev": { "allowedHosts": ["mybox.lan", ".preview.example.test"] } }
\`\`\``,
};
