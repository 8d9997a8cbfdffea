// Skips work `npm start` has already done: `pnpm install` when the lockfile and every package.json are
// unchanged since the last successful install, and each workspace package's build when its inputs are
// unchanged and its output is still the one that build wrote.
//
// A package's key hashes its own files (node_modules, build outputs and the other folders .gitignore
// names left out; tests stay in, as Tailwind scans them for class names), the files outside it that its
// stylesheets name with Tailwind's `@source` (the shell's sheet scans every remote's sources), the root
// files every build reads (lockfile, workspace file, base tsconfigs), the Node version, and the keys of
// the workspace packages it depends on — so a change to a package's source changes the key of
// everything that depends on it. A stamp under node_modules/.cache/thesis-studio/ records the key a
// build was made from and a fingerprint of the output folders it wrote (dist/, server-dist/: paths,
// sizes, modification times): output rebuilt by something else (`npm run build`, `npm test`) or
// deleted no longer matches it.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const VERSION = 1;
/** Folders never read as inputs: dependencies, outputs, caches (and every folder .gitignore names). */
const SKIP_DIRS = new Set([
  'node_modules',
  'dist',
  'coverage',
  'test-results',
  'playwright-report',
  '.vite',
  '__mf__temp',
  '.__mf__temp',
  '.data',
  '.git',
]);
/** A package's build outputs: its top-level folders named dist (dist/, server-dist/, …). */
const OUTPUT_DIR = /(?:^|[-_.])dist(?:$|[-_.])/;
/** Files that no build reads: TypeScript's incremental state, Finder's litter. */
const SKIP_FILE = /(?:\.tsbuildinfo$|^\.DS_Store$)/;
/** Root files that every package's build depends on. */
const ROOT_INPUTS = ['pnpm-lock.yaml', 'pnpm-workspace.yaml', 'tsconfig.base.json', 'tsconfig.web.json'];

const sha = () => createHash('sha256');
const posix = (path) => path.split('\\').join('/');

export const cacheDir = (root) => join(root, 'node_modules', '.cache', 'thesis-studio');

/** The `packages:` globs of pnpm-workspace.yaml (plain `dir`, `dir/*` and `prefix-*` forms). */
export function workspaceGlobs(root) {
  const text = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8');
  const globs = [];
  let inPackages = false;
  for (const line of text.split(/\r?\n/)) {
    if (/^packages:\s*$/.test(line)) {
      inPackages = true;
      continue;
    }
    if (!inPackages) continue;
    if (/^\S/.test(line)) break;
    const m = line.match(/^\s+-\s+['"]?([^'"#\s]+)['"]?/);
    if (m) globs.push(m[1]);
  }
  return globs;
}

function expandGlob(root, glob) {
  const parts = glob.replace(/\/+$/, '').split('/');
  let dirs = [''];
  for (const part of parts) {
    const next = [];
    for (const dir of dirs) {
      if (!part.includes('*')) {
        next.push(dir ? `${dir}/${part}` : part);
        continue;
      }
      const re = new RegExp(`^${part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);
      const abs = join(root, dir);
      if (!existsSync(abs)) continue;
      for (const entry of readdirSync(abs, { withFileTypes: true })) {
        if (entry.isDirectory() && re.test(entry.name)) next.push(dir ? `${dir}/${entry.name}` : entry.name);
      }
    }
    dirs = next;
  }
  return dirs.filter((dir) => existsSync(join(root, dir, 'package.json')));
}

/**
 * The workspace's packages: name, folder, whether it has a build script, and the workspace packages
 * it depends on (any dependency field).
 */
export function workspacePackages(root) {
  const dirs = [...new Set(workspaceGlobs(root).flatMap((glob) => expandGlob(root, glob)))].sort();
  const packages = dirs.map((dir) => {
    const pkg = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
    const deps = {
      ...pkg.dependencies,
      ...pkg.devDependencies,
      ...pkg.optionalDependencies,
      ...pkg.peerDependencies,
    };
    return {
      name: pkg.name ?? dir,
      dir,
      build: typeof pkg.scripts?.build === 'string',
      depNames: Object.keys(deps),
    };
  });
  const names = new Set(packages.map((p) => p.name));
  return packages.map(({ depNames, ...p }) => ({
    ...p,
    deps: depNames.filter((d) => names.has(d) && d !== p.name).sort(),
  }));
}

/** Plain folder names the root .gitignore lists (`name/`): generated, never inputs. */
function ignoredDirs(root) {
  const path = join(root, '.gitignore');
  if (!existsSync(path)) return [];
  return readFileSync(path, 'utf8')
    .split(/\r?\n/)
    .map((line) => line.trim().match(/^\/?([\w.-]+)\/$/)?.[1])
    .filter(Boolean);
}

/** Every input file below `dir` (relative, sorted), generated folders left out. */
export function inputFiles(dir, skipDirs = SKIP_DIRS) {
  const files = [];
  const walk = (abs) => {
    for (const entry of readdirSync(abs, { withFileTypes: true })) {
      const path = join(abs, entry.name);
      if (entry.isDirectory()) {
        if (!skipDirs.has(entry.name) && !OUTPUT_DIR.test(entry.name)) walk(path);
      } else if (entry.isFile() && !SKIP_FILE.test(entry.name)) {
        files.push(posix(relative(dir, path)));
      }
    }
  };
  walk(dir);
  return files.sort();
}

/**
 * Folders and files outside the package that its stylesheets name with Tailwind's `@source` (a glob is
 * cut at its first wildcard), relative to the root; `@source not` and `@source inline()` name none.
 */
export function externalSources(root, dir, files) {
  const pkgDir = join(root, dir);
  const found = new Set();
  for (const file of files.filter((f) => f.endsWith('.css'))) {
    const css = readFileSync(join(pkgDir, file), 'utf8');
    for (const m of css.matchAll(/@source\s+(?!not\b|inline\()(['"])([^'"]+)\1/g)) {
      const literal = m[2].split(/[*{[]/)[0];
      const target = join(pkgDir, dirname(file), literal);
      const fromPkg = posix(relative(pkgDir, target));
      const fromRoot = posix(relative(root, target));
      if (!fromPkg.startsWith('../') || fromRoot.startsWith('../') || !existsSync(target)) continue;
      found.add(fromRoot.replace(/\/+$/, '') || '.');
    }
  }
  return [...found].sort();
}

function hashFiles(hash, base, files) {
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(base, file)));
    hash.update('\0');
  }
}

/** Keys of every package (see the file's header), computed once per package. */
export function packageKeys(root, packages = workspacePackages(root)) {
  const byName = new Map(packages.map((p) => [p.name, p]));
  const rootHash = sha().update(`v${VERSION}\0${process.versions.node}\0`);
  hashFiles(
    rootHash,
    root,
    ROOT_INPUTS.filter((f) => existsSync(join(root, f))),
  );
  const rootKey = rootHash.digest('hex');
  const skipDirs = new Set([...SKIP_DIRS, ...ignoredDirs(root)]);
  const keys = new Map();
  const visiting = new Set();
  const keyOf = (name) => {
    if (keys.has(name)) return keys.get(name);
    if (visiting.has(name)) throw new Error(`workspace dependency cycle through ${name}`);
    visiting.add(name);
    const p = byName.get(name);
    const hash = sha().update(`${rootKey}\0${p.name}\0`);
    const own = inputFiles(join(root, p.dir), skipDirs);
    hashFiles(hash, join(root, p.dir), own);
    for (const source of externalSources(root, p.dir, own)) {
      const abs = join(root, source);
      const files = statSync(abs).isDirectory()
        ? inputFiles(abs, skipDirs).map((f) => `${source}/${f}`)
        : [source];
      hash.update(`@source:${source}\0`);
      hashFiles(hash, root, files);
    }
    for (const dep of p.deps) hash.update(`dep:${dep}=${keyOf(dep)}\0`);
    const key = hash.digest('hex');
    visiting.delete(name);
    keys.set(name, key);
    return key;
  };
  for (const p of packages) keyOf(p.name);
  return keys;
}

/**
 * Paths, sizes and modification times of everything in the package's output folders (dist/,
 * server-dist/, …), hashed; null when there is no output at all.
 */
export function outputFingerprint(pkgDir) {
  if (!existsSync(pkgDir)) return null;
  const hash = sha();
  let count = 0;
  const walk = (abs) => {
    for (const entry of readdirSync(abs, { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
    )) {
      const path = join(abs, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) {
        const stat = statSync(path);
        hash.update(`${posix(relative(pkgDir, path))}\0${stat.size}\0${stat.mtimeMs}\0`);
        count++;
      }
    }
  };
  for (const entry of readdirSync(pkgDir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && OUTPUT_DIR.test(e.name))
    .map((e) => e.name)
    .sort()) {
    walk(join(pkgDir, entry));
  }
  return count ? hash.digest('hex') : null;
}

const stampPath = (root, name) =>
  join(cacheDir(root), 'build', `${name.replace(/^@/, '').replace(/[^\w.-]+/g, '+')}.json`);

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * What must be built: each package with a build script whose key differs from its stamp's, whose
 * dist/ is missing or no longer the one its stamp recorded — and every package that depends on one of
 * those. Returns them in dependency order, with the reason, and the keys to stamp after the build.
 */
export function planBuild(root) {
  const packages = workspacePackages(root);
  const keys = packageKeys(root, packages);
  const reasons = new Map();
  for (const p of packages.filter((p) => p.build)) {
    const stamp = readJson(stampPath(root, p.name));
    const output = outputFingerprint(join(root, p.dir));
    if (!output) reasons.set(p.name, 'no build output');
    else if (!stamp) reasons.set(p.name, 'never built by npm start');
    else if (stamp.key !== keys.get(p.name)) reasons.set(p.name, 'inputs changed');
    else if (stamp.output !== output)
      reasons.set(p.name, 'output changed or went missing since it was built');
  }
  // What depends on a package being rebuilt is rebuilt after it.
  const built = packages.filter((p) => p.build);
  let grew = true;
  while (grew) {
    grew = false;
    for (const p of built) {
      if (reasons.has(p.name)) continue;
      const dep = dependsOn(packages, p.name, (name) => reasons.has(name));
      if (dep) {
        reasons.set(p.name, `depends on ${dep}`);
        grew = true;
      }
    }
  }
  const order = topoOrder(packages).filter((name) => reasons.has(name));
  return {
    packages,
    keys,
    toBuild: order.map((name) => ({
      name,
      dir: packages.find((p) => p.name === name).dir,
      reason: reasons.get(name),
    })),
    upToDate: built.filter((p) => !reasons.has(p.name)).map((p) => p.name),
  };
}

/** The first workspace package `name` depends on (transitively) that satisfies `test`, or null. */
function dependsOn(packages, name, test) {
  const byName = new Map(packages.map((p) => [p.name, p]));
  const seen = new Set();
  const queue = [...(byName.get(name)?.deps ?? [])];
  while (queue.length) {
    const dep = queue.shift();
    if (seen.has(dep)) continue;
    seen.add(dep);
    if (test(dep)) return dep;
    queue.push(...(byName.get(dep)?.deps ?? []));
  }
  return null;
}

/** Package names with every dependency before its dependents. */
export function topoOrder(packages) {
  const byName = new Map(packages.map((p) => [p.name, p]));
  const order = [];
  const done = new Set();
  const visit = (name) => {
    if (done.has(name)) return;
    done.add(name);
    for (const dep of byName.get(name)?.deps ?? []) visit(dep);
    order.push(name);
  };
  for (const p of packages) visit(p.name);
  return order;
}

/** Records that `names` were just built from `keys` (call only after their builds succeeded). */
export function stampBuilt(root, plan, names) {
  for (const name of names) {
    const p = plan.packages.find((pkg) => pkg.name === name);
    const output = outputFingerprint(join(root, p.dir));
    const path = stampPath(root, name);
    if (!output) {
      rmSync(path, { force: true });
      continue;
    }
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, `${JSON.stringify({ key: plan.keys.get(name), output })}\n`);
  }
}

/** Forgets every build stamp (the next start rebuilds everything). */
export function clearBuildStamps(root) {
  rmSync(join(cacheDir(root), 'build'), { recursive: true, force: true });
}

// ---- install ------------------------------------------------------------------------------------

/** Hash of what `pnpm install` reads: lockfile, workspace file, every package.json, pnpm and Node versions. */
export function installKey(root, extra = '') {
  const hash = sha().update(`v${VERSION}\0${process.versions.node}\0${extra}\0`);
  const files = [
    'pnpm-lock.yaml',
    'pnpm-workspace.yaml',
    'package.json',
    '.npmrc',
    ...workspacePackages(root).map((p) => `${p.dir}/package.json`),
  ].filter((f) => existsSync(join(root, f)));
  hashFiles(hash, root, files);
  return hash.digest('hex');
}

const installStampPath = (root) => join(cacheDir(root), 'install.json');

/** True when node_modules is in place and was installed from the same lockfile and package.json files. */
export function installUpToDate(root, extra = '') {
  if (!existsSync(join(root, 'node_modules', '.modules.yaml'))) return false;
  for (const p of workspacePackages(root)) {
    const pkg = JSON.parse(readFileSync(join(root, p.dir, 'package.json'), 'utf8'));
    const hasDeps = ['dependencies', 'devDependencies', 'optionalDependencies'].some(
      (field) => Object.keys(pkg[field] ?? {}).length > 0,
    );
    if (hasDeps && !existsSync(join(root, p.dir, 'node_modules'))) return false;
  }
  return readJson(installStampPath(root))?.key === installKey(root, extra);
}

/** Records a successful install (its key is taken afterwards: install may rewrite the lockfile). */
export function stampInstalled(root, extra = '') {
  const path = installStampPath(root);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify({ key: installKey(root, extra) })}\n`);
}
