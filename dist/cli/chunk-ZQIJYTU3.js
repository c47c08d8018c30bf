import { createRequire as __mergexoCreateRequire } from 'node:module';
const require = __mergexoCreateRequire(import.meta.url);
import {
  createLabels,
  mergexoLabels
} from "./chunk-5QUDOZ5B.js";
import {
  APP_ID_VARIABLE,
  APP_KEY_SECRET,
  CALLER_FILE,
  init,
  topLevel
} from "./chunk-3XS6ZCWR.js";
import {
  Checkout,
  repoFromFlag,
  repoFromRemoteUrl,
  timeScaleFromEnv
} from "./chunk-MAFB7IO5.js";
import {
  OUTCOME_WORD,
  require_dist
} from "./chunk-Y2DZGZFP.js";
import "./chunk-SJJD7ADX.js";
import "./chunk-WZWLYTWM.js";
import "./chunk-KWAL7V6E.js";
import {
  METHOD_ROUTES,
  QUERY_ROUTES
} from "./chunk-BPDL7PFC.js";
import {
  ConfigurationError,
  TokenRefusedError,
  answerMessage
} from "./chunk-3O5FDUM7.js";
import {
  __toESM
} from "./chunk-42UX2N3C.js";

// src/cli/app/index.ts
import { execFile } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path2 from "node:path";

// src/cli/app/browser.ts
import { randomBytes, timingSafeEqual } from "node:crypto";
import { createServer } from "node:http";
var escape = (s) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);
function page(res, status, body) {
  res.writeHead(status, {
    "content-type": "text/html; charset=utf-8",
    "cache-control": "no-store",
    "referrer-policy": "no-referrer",
    "x-frame-options": "DENY"
  });
  res.end(`<!doctype html><html><head><meta charset="utf-8"><title>mergexo</title></head><body>${body}</body></html>`);
}
function sameState(a, b) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
async function startManifestFlow(opts) {
  const state = randomBytes(24).toString("hex");
  let settle;
  const code = new Promise((resolve, reject) => settle = { resolve, reject });
  let done = false;
  let host = "";
  let manifest = "";
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", `http://${host}`);
    if (req.headers.host !== host || req.method !== "GET" || done) return page(res, 404, "Not found.");
    if (url.pathname === "/") {
      const action = `${opts.newAppUrl}?state=${encodeURIComponent(state)}`;
      return page(
        res,
        200,
        `<p>mergexo sends its App manifest to GitHub, where you name and create the App.</p><form id="f" method="post" action="${escape(action)}"><input type="hidden" name="manifest" value="${escape(manifest)}"><button type="submit">Create mergexo's App on GitHub</button></form><script>document.getElementById('f').submit()</script>`
      );
    }
    if (url.pathname === "/callback") {
      const given = url.searchParams.get("state") ?? "";
      const got = url.searchParams.get("code") ?? "";
      if (!sameState(given, state) || !/^[A-Za-z0-9_-]{1,200}$/.test(got))
        return page(res, 400, "This answer does not come from the page mergexo opened. Nothing was done.");
      done = true;
      res.on("finish", () => server.closeAllConnections());
      page(res, 200, "<p>GitHub created the App. Go back to your terminal: mergexo finishes the setup there.</p>");
      server.close();
      clearTimeout(timer);
      settle.resolve(got);
      return;
    }
    return page(res, 404, "Not found.");
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  host = `127.0.0.1:${server.address().port}`;
  manifest = JSON.stringify(opts.manifestFor(`http://${host}/callback`));
  const timer = setTimeout(() => {
    done = true;
    server.close();
    settle.reject(new Error("timeout"));
  }, opts.timeoutMs);
  timer.unref();
  return {
    pageUrl: `http://${host}/`,
    code,
    close: () => {
      done = true;
      clearTimeout(timer);
      server.close();
      server.closeAllConnections();
    }
  };
}

// src/cli/app/steps.ts
import { writeFileSync } from "node:fs";
import path from "node:path";

// src/cli/app/crypto.ts
import { createSign } from "node:crypto";
function appJwt(appId, pem, nowSeconds) {
  const b64 = (o) => Buffer.from(JSON.stringify(o)).toString("base64url");
  const unsigned = `${b64({ alg: "RS256", typ: "JWT" })}.${b64({ iat: nowSeconds - 60, exp: nowSeconds + 540, iss: String(appId) })}`;
  return `${unsigned}.${createSign("RSA-SHA256").update(unsigned).sign(pem).toString("base64url")}`;
}
async function seal(value, keyBase64) {
  const { default: sodium } = await import("./chunk-FQODP34C.js");
  await sodium.ready;
  const key = sodium.from_base64(keyBase64, sodium.base64_variants.ORIGINAL);
  return sodium.to_base64(sodium.crypto_box_seal(sodium.from_string(value), key), sodium.base64_variants.ORIGINAL);
}

// src/cli/app/decide.ts
var import_yaml = __toESM(require_dist(), 1);
var ALWAYS = ["mergexo/history-guard", "mergexo/write-root-gate"];
var RULESET_NAME = "mergexo";
function requiredChecks(callerText) {
  const out = [...ALWAYS];
  let doc;
  try {
    doc = callerText === void 0 ? void 0 : (0, import_yaml.parse)(callerText);
  } catch {
    return out;
  }
  const jobs = doc?.jobs ?? {};
  const settings = Object.values(jobs).map((j) => j?.with ?? {});
  if (settings.some((w) => w["wait-for-ci"] === true || w["wait-for-ci"] === "true")) out.push("mergexo/ci-wait");
  if (settings.some((w) => w.urgency === "blocking")) out.push("mergexo/rebase");
  if (settings.some((w) => typeof w["allocated-names"] === "string" && w["allocated-names"].trim() !== ""))
    out.push("mergexo/collision");
  return out;
}
function desiredRuleset(appId, checks, existing) {
  const statusRule = {
    type: "required_status_checks",
    parameters: {
      strict_required_status_checks_policy: false,
      do_not_enforce_on_create: false,
      required_status_checks: checks.map((context) => ({ context, integration_id: appId }))
    }
  };
  return {
    name: RULESET_NAME,
    target: "branch",
    enforcement: "active",
    bypass_actors: existing?.bypass_actors ?? [],
    conditions: { ref_name: { include: ["~DEFAULT_BRANCH"], exclude: [] } },
    rules: [...(existing?.rules ?? []).filter((r) => r.type !== "required_status_checks"), statusRule]
  };
}
var sorted = (xs) => [...xs].sort();
function checksOf(r) {
  const rule = r.rules.find((x) => x.type === "required_status_checks");
  const checks = rule?.parameters?.required_status_checks ?? [];
  return sorted(checks.map((c) => `${c.context}@${c.integration_id ?? "any"}`));
}
function rulesetHolds(existing, desired) {
  const inc = existing.conditions?.ref_name?.include ?? [];
  const exc = existing.conditions?.ref_name?.exclude ?? [];
  const rule = existing.rules.find((x) => x.type === "required_status_checks");
  return existing.enforcement === "active" && existing.target === "branch" && JSON.stringify(sorted(inc)) === JSON.stringify(sorted(desired.conditions.ref_name.include)) && exc.length === 0 && rule?.parameters?.strict_required_status_checks_policy === false && JSON.stringify(checksOf(existing)) === JSON.stringify(checksOf(desired)) && existing.rules.filter((x) => x.type === "required_status_checks").length === 1;
}
function planEnvironment(state, patterns, defaultBranch) {
  if (state === "absent") return { was: "absent", setPolicy: true, addDefault: true, remove: [] };
  const policy = state.branchPolicy;
  if (!policy) return { was: "every branch", setPolicy: true, addDefault: true, remove: [] };
  if (!policy.custom_branch_policies)
    return { was: "protected branches", setPolicy: true, addDefault: true, remove: [] };
  const isDefault = (p) => p.type === "branch" && p.name === defaultBranch;
  return {
    was: "selected branches",
    setPolicy: false,
    addDefault: !patterns.some(isDefault),
    remove: patterns.filter((p) => !isDefault(p))
  };
}
var environmentHolds = (plan) => !plan.setPolicy && !plan.addDefault && plan.remove.length === 0;
function appProgress(idVariable, secretStored) {
  const recorded = idVariable !== void 0 && /^[1-9][0-9]*$/.test(idVariable);
  if (recorded && secretStored) return "done";
  return recorded ? "keyless" : "none";
}

// src/cli/app/permissions.ts
var RANK = { read: 1, write: 2 };
function permissionsOf(routes) {
  const out = { metadata: "read" };
  for (const { permission } of routes) {
    for (const entry of permission.split("` and `")) {
      const m = /^([a-z-]+): (read|write)$/.exec(entry.trim());
      if (!m) throw new Error(`routes.ts: unreadable permission '${permission}'`);
      const name = m[1].replace(/-/g, "_");
      const level = m[2];
      if (!out[name] || RANK[level] > RANK[out[name]]) out[name] = level;
    }
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}
function appPermissions() {
  return permissionsOf([...Object.values(METHOD_ROUTES), ...Object.values(QUERY_ROUTES)]);
}
function missingPermissions(needed, granted) {
  return Object.entries(needed).filter(([name, level]) => (RANK[granted[name]] ?? 0) < RANK[level]).map(([name, level]) => `${name}: ${level}`);
}

// src/cli/app/manifest.ts
var MAX_NAME = 34;
function appName(repo) {
  const full2 = `${repo.owner}-${repo.repo}-mergexo`;
  if (full2.length <= MAX_NAME) return full2;
  const short = `${repo.repo}-mergexo`;
  return short.length <= MAX_NAME ? short : `${short.slice(0, MAX_NAME - 8).replace(/-+$/, "")}-mergexo`;
}
function buildManifest(repo, serverUrl, redirectUrl) {
  return {
    name: appName(repo),
    url: `${serverUrl}/${repo.owner}/${repo.repo}`,
    description: `mergexo's checks on ${repo.owner}/${repo.repo}, written as an App no other workflow can act as.`,
    redirect_url: redirectUrl,
    public: false,
    default_events: [],
    default_permissions: appPermissions()
  };
}

// src/cli/app/messages.ts
var full = (r) => `${r.owner}/${r.repo}`;
var header = (repo, defaultBranch) => `mergexo init --app for ${full(repo)} (default branch ${defaultBranch}):`;
var stepLine = (step2, did, ms) => `  ${step2.padEnd(12)} ${did} (${(ms / 1e3).toFixed(1)} s)`;
function environmentDid(name, plan, branch, holds) {
  if (holds) return `${name}: already limited to ${branch}`;
  if (plan.was === "absent") return `${name}: created, deployment branches: ${branch} only`;
  const removed = plan.remove.length ? `; removed ${plan.remove.map((p) => p.name).join(", ")}` : "";
  return `${name}: limited to ${branch} (was: ${plan.was}${removed})`;
}
var environmentRefused = (repo, name, serverUrl, said2) => `could not create or limit the environment ${name} (${said2}). Nothing was created: no App, no key. An admin of ${full(repo)} runs \`mergexo init --app\`, or creates the environment ${name} with deployment branches limited to the default branch at ${serverUrl}/${full(repo)}/settings/environments and you rerun it.`;
var secretRefused = (name, said2) => `may not store secrets or variables (${said2}). Nothing was created: no App exists without a place for its key. Use a token with Environments: write and Variables: write on the repository (a classic token: repo scope, and admin rights), then rerun \`mergexo init --app\`. The environment ${name} is ready.`;
var appAlready = (id, slug) => `${slug ?? "the App"} (id ${id}): created by an earlier run; its key is stored`;
var keylessApp = (id, slug, serverUrl) => `an earlier run created ${slug ?? "an App"} (id ${id}) but stopped before storing its key, which exists nowhere now: delete that App (${serverUrl}/settings/apps${slug ? `/${slug}/advanced` : ""}). This run creates a new one.`;
var openPage = (url, owner) => `open ${url} in a browser signed in to GitHub as someone who may create Apps for ${owner}: it sends mergexo's manifest to GitHub, where you name and create the App (a name taken on GitHub: change it there).`;
var appCreated = (slug, id, owner) => `${slug} (id ${id}) created for ${owner}: private, no webhook, the permissions mergexo's jobs use`;
var flowTimedOut = (minutes) => `no App was created within ${minutes} minutes (the page was not opened, or GitHub did not send the browser back). Nothing was stored: rerun \`mergexo init --app\`.`;
var codeRefused = (said2) => `GitHub did not turn its code into the App (${said2}): the code works once, within an hour. If an App was created, delete it on your Apps page; then rerun \`mergexo init --app\`.`;
var keyStored = (secret, environment, variables) => `${secret} sealed to the environment ${environment} and stored; variables ${variables.join(", ")} set`;
function labelsDid(created, total) {
  return created.length ? `created ${created.join(", ")}` : `all ${total} present`;
}
var filesDid = (files, word) => files.map((f) => `${word[f.outcome] ?? f.outcome} ${f.path}`).join("; ");
var installAt = (url) => `install the App on this repository: ${url}`;
var landWorkflows = (branch) => `merge the workflows written above into ${branch} (one pull request): the ruleset waits for them, because it would otherwise block that very pull request`;
var waiting = (minutes) => `waiting up to ${minutes} minutes for both (rerun \`mergexo init --app\` later if you stop it: it resumes)`;
var installed = (id, lacking) => lacking.length ? `installed (installation ${id}) but without ${lacking.join(", ")}: accept the App's new permissions on the installation page` : `installed (installation ${id}) with every permission mergexo's jobs use`;
var notInstalled = (url) => `not installed yet: install it (${url}), then rerun`;
var installUnknown = (url) => `not checked: only the App can ask GitHub (its key is only in the environment now). If it is not installed, mergexo's checks never come: ${url}`;
var landed = (branch) => `the App workflow is on ${branch}`;
var notLanded = (branch) => `the App workflow is not on ${branch} yet: merge the workflows, then rerun (the ruleset comes then)`;
var rulesetDid = (outcome, checks, appId) => `${outcome === "unchanged" ? "already requires" : `${outcome}: requires`} ${checks.join(", ")} from App ${appId} only`;
var rulesetRefused = (said2, file, command, page2) => `may not be applied with this token (${said2}). Wrote it in GitHub's format to ${file}; an admin applies it with
      ${command}
    or imports it at ${page2} (New ruleset, Import a ruleset)`;
var doneAll = (repo) => `Done: ${full(repo)} runs mergexo as its own App, its key usable from the default branch only, and every required mergexo check pinned to it. Check it any time with 'mergexo doctor'.`;
var notDone = "Not finished: do what the lines above ask, then rerun `mergexo init --app`; it resumes where this run stopped.";

// src/cli/app/steps.ts
var APP_SLUG_VARIABLE = "MERGEXO_APP_SLUG";
var RULESET_FILE = "mergexo-ruleset.json";
var PLACEHOLDER = "mergexo init --app: placeholder, replaced by the App key in the same run";
var said = (e) => answerMessage(e).split("\n")[0] ?? "";
var refused = (e) => e instanceof TokenRefusedError;
async function step(ctx, name, run) {
  const started = ctx.now();
  const { did, value } = await run();
  ctx.out(stepLine(name, did, ctx.now() - started));
  return value;
}
async function environmentStep(ctx, branch) {
  const { repo, setup, environment: name } = ctx;
  await step(ctx, "environment", async () => {
    try {
      const state = await setup.environment(repo, name);
      const patterns = state !== "absent" && state.branchPolicy?.custom_branch_policies ? await setup.branchPolicies(repo, name) : [];
      const plan = planEnvironment(state, patterns, branch);
      const holds = environmentHolds(plan);
      if (plan.setPolicy)
        await setup.putEnvironment(repo, name, { protected_branches: false, custom_branch_policies: true });
      if (plan.addDefault) await setup.addBranchPolicy(repo, name, branch);
      for (const p of plan.remove) await setup.removeBranchPolicy(repo, name, p);
      return { did: environmentDid(name, plan, branch, holds), value: void 0 };
    } catch (e) {
      if (refused(e)) throw new ConfigurationError(environmentRefused(repo, name, ctx.serverUrl, said(e)));
      throw e;
    }
  });
}
async function appStep(ctx, owner) {
  const { repo, setup, environment } = ctx;
  return step(ctx, "App", async () => {
    const key = await setup.environmentKey(repo, environment);
    const [idVar, slugVar, stored] = await Promise.all([
      setup.variable(repo, APP_ID_VARIABLE),
      setup.variable(repo, APP_SLUG_VARIABLE),
      setup.hasEnvironmentSecret(repo, environment, APP_KEY_SECRET)
    ]);
    const progress = appProgress(idVar, stored);
    if (progress === "done")
      return { did: appAlready(idVar, slugVar), value: { id: Number(idVar), slug: slugVar, key: void 0 } };
    if (progress === "keyless") ctx.out(stepLine("App", keylessApp(idVar, slugVar, ctx.serverUrl), 0));
    try {
      await setup.putEnvironmentSecret(repo, environment, APP_KEY_SECRET, {
        encryptedValue: await seal(PLACEHOLDER, key.key),
        keyId: key.keyId
      });
      await setup.setVariable(repo, APP_ID_VARIABLE, "pending", idVar !== void 0);
    } catch (e) {
      if (refused(e)) throw new ConfigurationError(secretRefused(environment, said(e)));
      throw e;
    }
    const newAppUrl = ctx.org ? `${ctx.serverUrl}/organizations/${encodeURIComponent(ctx.org)}/settings/apps/new` : `${ctx.serverUrl}/settings/apps/new`;
    const flow = await ctx.startFlow({
      newAppUrl,
      manifestFor: (redirect) => buildManifest(repo, ctx.serverUrl, redirect),
      timeoutMs: ctx.waitMs
    });
    ctx.out(stepLine("App", openPage(flow.pageUrl, owner), 0));
    let code;
    try {
      code = await flow.code;
    } catch {
      throw new ConfigurationError(flowTimedOut(Math.round(ctx.waitMs / 6e4)));
    } finally {
      flow.close();
    }
    let app;
    try {
      app = await setup.convertManifest(code);
    } catch (e) {
      throw new ConfigurationError(codeRefused(said(e)));
    }
    const sealed = await seal(app.pem, key.key);
    await setup.putEnvironmentSecret(repo, environment, APP_KEY_SECRET, { encryptedValue: sealed, keyId: key.keyId });
    await setup.setVariable(repo, APP_SLUG_VARIABLE, app.slug, slugVar !== void 0);
    await setup.setVariable(repo, APP_ID_VARIABLE, String(app.id), true);
    ctx.out(stepLine("App", appCreated(app.slug, app.id, app.owner), 0));
    return {
      did: keyStored(APP_KEY_SECRET, environment, [APP_ID_VARIABLE, APP_SLUG_VARIABLE]),
      value: { id: app.id, slug: app.slug, key: app.pem }
    };
  });
}
async function labelsStep(ctx) {
  await step(ctx, "labels", async () => {
    const outcomes = await createLabels(ctx.setup, ctx.repo, mergexoLabels());
    const created = outcomes.filter((o) => o.outcome === "created").map((o) => o.name);
    return { did: labelsDid(created, outcomes.length), value: void 0 };
  });
}
async function workflowLanded(ctx, branch) {
  const onBranch = await ctx.setup.file(ctx.repo, ".github/workflows/mergexo.yml", branch);
  return onBranch !== void 0 && /\/\.github\/workflows\/mergexo-app\.yml@/.test(onBranch);
}
async function waitStep(ctx, app, branch) {
  const installUrl = app.slug ? `${ctx.serverUrl}/apps/${app.slug}/installations/new` : `${ctx.serverUrl}/settings/installations`;
  let installation = app.key ? "absent" : "unknown";
  let landed2 = await workflowLanded(ctx, branch);
  if (installation === "absent" || !landed2) {
    if (installation === "absent") ctx.out(stepLine("install", installAt(installUrl), 0));
    if (!landed2) ctx.out(stepLine("workflows", landWorkflows(branch), 0));
    ctx.out(stepLine("waiting", waiting(Math.round(ctx.waitMs / 6e4)), 0));
  }
  const started = ctx.now();
  for (; ; ) {
    if (installation === "absent")
      installation = await ctx.appPort(appJwt(app.id, app.key, Math.floor(ctx.now() / 1e3))).installation(ctx.repo);
    if (!landed2) landed2 = await workflowLanded(ctx, branch);
    if (installation !== "absent" && landed2 || ctx.now() - started >= ctx.waitMs) break;
    await ctx.sleep(ctx.pollMs);
  }
  const took = ctx.now() - started;
  if (installation === "unknown") ctx.out(stepLine("installation", installUnknown(installUrl), 0));
  else if (installation === "absent") ctx.out(stepLine("installation", notInstalled(installUrl), took));
  else {
    const lacking = missingPermissions(appPermissions(), installation.permissions);
    ctx.out(stepLine("installation", installed(installation.id, lacking), took));
  }
  ctx.out(stepLine("workflows", landed2 ? landed(branch) : notLanded(branch), took));
  return installation !== "absent" && landed2;
}
async function rulesetStep(ctx, app) {
  const { repo, setup } = ctx;
  return step(ctx, "ruleset", async () => {
    const checks = requiredChecks(ctx.callerText());
    const found = (await setup.rulesets(repo)).find((r) => r.name === RULESET_NAME);
    const existing = found ? await setup.ruleset(repo, found.id) : void 0;
    const desired = desiredRuleset(app.id, checks, existing);
    if (existing && rulesetHolds(existing, desired))
      return { did: `${RULESET_NAME}: ${rulesetDid("unchanged", checks, app.id)}`, value: true };
    try {
      if (found) await setup.updateRuleset(repo, found.id, desired);
      else await setup.createRuleset(repo, desired);
      return { did: `${RULESET_NAME}: ${rulesetDid(found ? "updated" : "created", checks, app.id)}`, value: true };
    } catch (e) {
      if (!refused(e)) throw e;
      const file = path.join(ctx.root, RULESET_FILE);
      writeFileSync(file, `${JSON.stringify(desired, null, 2)}
`);
      const api = `repos/${repo.owner}/${repo.repo}/rulesets${found ? `/${found.id}` : ""}`;
      const command = `gh api --method ${found ? "PUT" : "POST"} ${api} --input ${RULESET_FILE}`;
      const page2 = `${ctx.serverUrl}/${repo.owner}/${repo.repo}/settings/rules`;
      return { did: `${RULESET_NAME}: ${rulesetRefused(said(e), RULESET_FILE, command, page2)}`, value: false };
    }
  });
}
async function runAppSetup(ctx) {
  const facts = await ctx.setup.repository(ctx.repo);
  if (ctx.org !== void 0 && (!facts.ownerIsOrganization || ctx.org.toLowerCase() !== facts.owner.toLowerCase()))
    throw new ConfigurationError(
      `--org ${ctx.org}: a private App installs only on the account that owns it, and ${ctx.repo.owner}/${ctx.repo.repo} belongs to ${facts.owner}${facts.ownerIsOrganization ? `: pass --org ${facts.owner}` : ": leave --org out"}.`
    );
  const org = facts.ownerIsOrganization ? facts.owner : void 0;
  ctx.out(header(ctx.repo, facts.defaultBranch));
  await step(ctx, "workflows", async () => {
    const files = await ctx.writeFiles();
    return { did: filesDid(files.files, OUTCOME_WORD), value: void 0 };
  });
  await environmentStep(ctx, facts.defaultBranch);
  const app = await appStep({ ...ctx, org }, org ?? facts.owner);
  await labelsStep(ctx);
  const ready = await waitStep(ctx, app, facts.defaultBranch);
  const applied = ready && await rulesetStep(ctx, app);
  ctx.out(applied ? doneAll(ctx.repo) : notDone);
  return applied ? 0 : 1;
}

// src/cli/app/index.ts
function ghToken(host, env) {
  return new Promise((resolve) => {
    execFile(
      "gh",
      ["auth", "token", "--hostname", host],
      { env, timeout: 1e4 },
      (err, stdout) => resolve(err ? void 0 : stdout.trim() || void 0)
    );
  });
}
async function repositoryOf(cwd, flag) {
  if (flag !== void 0) {
    const repo2 = repoFromFlag(flag);
    if (!repo2) throw new ConfigurationError(`--repo must be OWNER/NAME, got '${flag}'.`);
    return repo2;
  }
  const url = await (await Checkout.open(cwd, "origin")).remoteUrl();
  const repo = url === void 0 ? void 0 : repoFromRemoteUrl(url);
  if (!repo)
    throw new ConfigurationError("cannot tell the repository from the remote 'origin': pass --repo OWNER/NAME.");
  return repo;
}
async function initApp(options, io) {
  if (!/^[A-Za-z0-9._ -]{1,255}$/.test(options.environment))
    throw new ConfigurationError(`--environment must be an environment name, got '${options.environment}'.`);
  const apiUrl = (io.env.GITHUB_API_URL || "https://api.github.com").replace(/\/+$/, "");
  const serverUrl = (io.env.GITHUB_SERVER_URL || "https://github.com").replace(/\/+$/, "");
  const token = io.env.GH_TOKEN?.trim() || io.env.GITHUB_TOKEN?.trim() || await ghToken(new URL(serverUrl).host, io.env);
  if (!token)
    throw new ConfigurationError(
      "no GitHub token: set GH_TOKEN (or GITHUB_TOKEN) to a token of an admin of the repository, or sign in with 'gh auth login'. It is used for this run only and never stored."
    );
  const root = await topLevel(io.cwd);
  const repo = await repositoryOf(io.cwd, options.repo);
  const timeScale = timeScaleFromEnv(io.env);
  const { createGitHubClient } = await import("./chunk-BHDJ4NIU.js");
  const { octokitApp, octokitSetup } = await import("./chunk-J7CSDYRL.js");
  const client = (auth) => createGitHubClient({ token: auth, apiUrl, userAgent: "mergexo/cli init --app", timeScale, retries: 2 });
  return runAppSetup({
    repo,
    setup: octokitSetup(client(token)),
    appPort: (jwt) => octokitApp(client(jwt)),
    serverUrl,
    root,
    environment: options.environment,
    org: options.org,
    waitMs: options.waitMinutes * 6e4,
    pollMs: 5e3 * timeScale,
    writeFiles: () => init(io.cwd, {
      force: options.force,
      maintainers: options.maintainers,
      uses: options.uses,
      app: { environment: options.environment }
    }),
    callerText: () => {
      const file = path2.join(root, CALLER_FILE);
      return existsSync(file) ? readFileSync(file, "utf8") : void 0;
    },
    startFlow: startManifestFlow,
    now: () => Date.now(),
    sleep: (ms) => new Promise((r) => setTimeout(r, ms)),
    out: io.out
  });
}
export {
  initApp
};
