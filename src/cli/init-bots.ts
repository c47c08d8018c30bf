import { minimatch } from 'minimatch';
import { parse } from 'yaml';

/**
 * The update bots a repository uses, read from its clone, and the paths each writes: Dependabot from
 * `.github/dependabot.yml` (GitHub Docs, "Dependabot options reference": `updates[].package-ecosystem`,
 * `directory`/`directories`, `labels`), Renovate from its config files (Renovate docs, "Configuration options":
 * the files it reads, `branchPrefix`, `labels`). Pure: the caller hands in the tracked files and their texts.
 * `mergexo init` leases these paths to the bot; `mergexo lint` checks that the lease file does.
 */

export interface TrackedFile {
  path: string;
  /** git's mode: `160000` for a submodule. */
  mode: string;
}

export interface UpdateBot {
  /** `dependabot` or `renovate`. */
  name: string;
  /** The login its pull requests are authored by, as REST shows it. */
  login: string;
  /** Where it was found. */
  configFile: string;
  /** A head branch its pull requests use. */
  sampleBranch: string;
  /** Labels it puts on its pull requests. */
  labels: string[];
  /** Each ecosystem it updates and the paths (roots) it writes there; `roots` empty: init cannot tell them. */
  ecosystems: { ecosystem: string; directory: string; roots: string[] }[];
}

export const DEPENDABOT_FILES = ['.github/dependabot.yml', '.github/dependabot.yaml'];

/** Where Renovate looks for its configuration, in its order (Renovate docs, "Configuration options"). */
export const RENOVATE_FILES = [
  'renovate.json',
  'renovate.json5',
  '.github/renovate.json',
  '.github/renovate.json5',
  '.gitlab/renovate.json',
  '.gitlab/renovate.json5',
  '.renovaterc',
  '.renovaterc.json',
  '.renovaterc.json5',
];

/**
 * The manifests and lockfiles of each ecosystem, as file names (globs) in the directory it is updated in.
 * Dependabot's ecosystem names; Renovate's managers read the same files.
 */
const ECOSYSTEM_FILES: Record<string, string[]> = {
  npm: ['package.json', 'package-lock.json', 'npm-shrinkwrap.json', 'yarn.lock', 'pnpm-lock.yaml', 'bun.lock'],
  bun: ['package.json', 'bun.lock', 'bun.lockb'],
  pip: [
    'requirements*.txt',
    'requirements*.in',
    'Pipfile',
    'Pipfile.lock',
    'pyproject.toml',
    'poetry.lock',
    'setup.py',
    'setup.cfg',
    'pdm.lock',
  ],
  uv: ['pyproject.toml', 'uv.lock'],
  bundler: ['Gemfile', 'Gemfile.lock', 'gems.rb', 'gems.locked', '*.gemspec'],
  cargo: ['Cargo.toml', 'Cargo.lock'],
  gomod: ['go.mod', 'go.sum', 'go.work', 'go.work.sum'],
  maven: ['pom.xml'],
  gradle: [
    'build.gradle',
    'build.gradle.kts',
    'settings.gradle',
    'settings.gradle.kts',
    'gradle.lockfile',
    'gradle/libs.versions.toml',
    'gradle/wrapper/gradle-wrapper.properties',
  ],
  composer: ['composer.json', 'composer.lock'],
  nuget: [
    '*.csproj',
    '*.fsproj',
    '*.vbproj',
    'packages.config',
    'packages.lock.json',
    'Directory.Packages.props',
    'Directory.Build.props',
    'global.json',
  ],
  'dotnet-sdk': ['global.json'],
  docker: ['Dockerfile', 'Dockerfile.*', '*.Dockerfile', 'Containerfile'],
  'docker-compose': ['docker-compose.yml', 'docker-compose.yaml', 'compose.yml', 'compose.yaml'],
  terraform: ['*.tf', '.terraform.lock.hcl'],
  mix: ['mix.exs', 'mix.lock'],
  pub: ['pubspec.yaml', 'pubspec.lock'],
  swift: ['Package.swift', 'Package.resolved'],
  elm: ['elm.json'],
  helm: ['Chart.yaml', 'Chart.lock'],
  devcontainers: ['.devcontainer.json', '.devcontainer/devcontainer.json'],
  'github-actions': ['action.yml', 'action.yaml'],
};

const WORKFLOWS = '.github/workflows';

/** Tracked files directly in `dir` (or in its listed subfolders, such as gradle/) matching the ecosystem's names. */
function filesIn(files: readonly TrackedFile[], dir: string, names: readonly string[]): string[] {
  const prefix = dir === '' ? '' : `${dir}/`;
  return files
    .filter((f) => f.path.startsWith(prefix))
    .map((f) => f.path)
    .filter((p) => names.some((n) => minimatch(p.slice(prefix.length), n, { dot: true })))
    .sort();
}

/** `/`, `/web`, `web/` as the repository-relative directory (`''` for the top). */
const normalizeDir = (d: string): string => d.replace(/^\.?\/+/, '').replace(/\/+$/, '');

/** The directories a `directories:` glob names: those holding a tracked file. */
function directoriesMatching(files: readonly TrackedFile[], glob: string): string[] {
  const dirs = new Set(files.map((f) => f.path.split('/').slice(0, -1).join('/')));
  dirs.add('');
  return [...dirs].filter((d) => minimatch(d, normalizeDir(glob), { dot: true })).sort();
}

/** The paths an ecosystem writes in a directory: its files there; github-actions also the workflows. */
export function ecosystemRoots(files: readonly TrackedFile[], ecosystem: string, dir: string): string[] {
  if (ecosystem === 'gitsubmodule') {
    // Submodule updates move gitlinks: a root must name each submodule's path exactly.
    return files.filter((f) => f.mode === '160000').map((f) => f.path);
  }
  const names = ECOSYSTEM_FILES[ecosystem];
  if (!names) return [];
  const found = filesIn(files, dir, names);
  if (ecosystem === 'github-actions') {
    const workflows = dir === '' ? WORKFLOWS : `${dir}/${WORKFLOWS}`;
    if (files.some((f) => f.path.startsWith(`${workflows}/`))) return [workflows, ...found];
  }
  return found;
}

const stringList = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : typeof v === 'string' ? [v] : [];

/** Dependabot as `.github/dependabot.yml` configures it; undefined without the file, or when it does not parse. */
export function dependabot(
  files: readonly TrackedFile[],
  read: (path: string) => string | undefined,
): UpdateBot | undefined {
  const configFile = DEPENDABOT_FILES.find((f) => files.some((t) => t.path === f));
  const body = configFile ? read(configFile) : undefined;
  if (!configFile || body === undefined) return undefined;
  let config: unknown;
  try {
    config = parse(body);
  } catch {
    return undefined;
  }
  const updates = (config as { updates?: unknown } | null)?.updates;
  const bot: UpdateBot = {
    name: 'dependabot',
    login: 'dependabot[bot]',
    configFile,
    sampleBranch: 'dependabot/npm_and_yarn/left-pad-1.3.0',
    labels: [],
    ecosystems: [],
  };
  const labels = new Set<string>();
  for (const update of Array.isArray(updates) ? (updates as Record<string, unknown>[]) : []) {
    const ecosystem = typeof update['package-ecosystem'] === 'string' ? update['package-ecosystem'] : undefined;
    if (!ecosystem) continue;
    // Without `labels:` Dependabot labels its pull requests `dependencies` (and the ecosystem's language).
    for (const l of 'labels' in update ? stringList(update.labels) : ['dependencies']) labels.add(l);
    const dirs = [
      ...stringList(update.directory).map(normalizeDir),
      ...stringList(update.directories).flatMap((g) => directoriesMatching(files, g)),
    ];
    for (const directory of [...new Set(dirs)]) {
      bot.ecosystems.push({ ecosystem, directory, roots: ecosystemRoots(files, ecosystem, directory) });
    }
  }
  bot.labels = [...labels];
  return bot;
}

/** Renovate, when one of its config files is tracked: it reads every manifest it finds, so every directory counts. */
export function renovate(
  files: readonly TrackedFile[],
  read: (path: string) => string | undefined,
): UpdateBot | undefined {
  let configFile = RENOVATE_FILES.find((f) => files.some((t) => t.path === f));
  let config: Record<string, unknown> = {};
  if (configFile) {
    try {
      // JSON5 files may not parse as JSON; their settings are then taken as Renovate's defaults.
      config = JSON.parse(read(configFile) ?? '{}') as Record<string, unknown>;
    } catch {
      config = {};
    }
  } else if (files.some((f) => f.path === 'package.json')) {
    try {
      const manifest = JSON.parse(read('package.json') ?? '{}') as { renovate?: Record<string, unknown> };
      if (manifest.renovate && typeof manifest.renovate === 'object') {
        configFile = 'package.json';
        config = manifest.renovate;
      }
    } catch {
      return undefined;
    }
  }
  if (!configFile) return undefined;
  const prefix = typeof config.branchPrefix === 'string' ? config.branchPrefix : 'renovate/';
  const ecosystems: UpdateBot['ecosystems'] = [];
  const dirs = [...new Set(files.map((f) => f.path.split('/').slice(0, -1).join('/')))].sort();
  for (const ecosystem of Object.keys(ECOSYSTEM_FILES)) {
    if (ecosystem === 'bun' || ecosystem === 'uv' || ecosystem === 'dotnet-sdk') continue; // npm, pip, nuget read them
    const roots =
      ecosystem === 'github-actions'
        ? ecosystemRoots(files, ecosystem, '')
        : [...new Set(dirs.flatMap((d) => ecosystemRoots(files, ecosystem, d)))].sort();
    if (roots.length > 0) ecosystems.push({ ecosystem, directory: '', roots });
  }
  return {
    name: 'renovate',
    login: 'renovate[bot]',
    configFile,
    sampleBranch: `${prefix}left-pad-1.x`,
    labels: stringList(config.labels),
    ecosystems,
  };
}

/** Every update bot the clone configures. */
export function updateBots(files: readonly TrackedFile[], read: (path: string) => string | undefined): UpdateBot[] {
  return [dependabot(files, read), renovate(files, read)].filter((b): b is UpdateBot => b !== undefined);
}

/** The roots a bot's lease needs: every ecosystem's, once each, in the order found. */
export function botRoots(bot: UpdateBot): string[] {
  return [...new Set(bot.ecosystems.flatMap((e) => e.roots))];
}
