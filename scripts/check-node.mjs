// The actions run on the runner's node24; tests and scripts must too. npm puts
// node_modules/.bin first on PATH, where the `node` devDependency provides Node 24.
// Without it (e.g. `npm ci --ignore-scripts`) they would silently run on the
// machine's older Node, so refuse loudly instead.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `mergexo: scripts must run on Node 24 (the Actions runtime), but this is Node ${process.versions.node}.\n` +
      'Fix: run `npm ci` without --ignore-scripts so the `node` devDependency installs its binary, then use `npm run ...`.',
  );
  process.exit(1);
}
