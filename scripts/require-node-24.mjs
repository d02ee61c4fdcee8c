// Stops every npm script that is not running on Node 24. The `node` devDependency puts Node 24 first on
// npm's PATH; when its install script did not run (e.g. `npm ci --ignore-scripts`), npm silently falls
// back to the machine's node, and later tools fail with obscure errors (vitest: `Map.groupBy is not a
// function`). See docs/decisions/005-node-24-and-tsx.md.
const major = Number(process.versions.node.split('.')[0]);
if (major !== 24) {
  console.error(
    `\nColdsmith needs Node.js 24, but this script is running on Node ${process.versions.node} (${process.execPath}).\n` +
      'The `node` devDependency provides it: run `npm install` (or `npm ci`) with install scripts allowed,\n' +
      'then run the npm script again.\n',
  );
  process.exit(1);
}
