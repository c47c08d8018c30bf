// The root action (`uses: OWNER/mergexo@v1`): runs the parts that fit the event, each as the
// very bundle that `uses: OWNER/mergexo/<part>@v1` runs, so each reports under its own check
// name and behaves identically. Parts run one after another; one refusing does not skip the rest.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as core from '../core/runner.js';
import { booleanInput } from '../core/inputs.js';
import { declareRunEnforcement, enforcementInput } from '../core/enforcement.js';
import { actionInputs } from '../core/action-inputs.js';
import { runEntrypoint } from '../core/entrypoint.js';
import { parseOutputFile } from '../core/output-file.js';
import { setOutputs, writeSummary } from '../core/report.js';
import { partsFor, type Part } from './plan.js';

interface PartResult {
  part: Part;
  exitCode: number;
  outputs: Record<string, string>;
}

/** dist/mergexo/index.js sits beside dist/<part>/index.js. */
function bundleOf(part: Part): string {
  return path.join(path.dirname(process.argv[1] ?? '.'), '..', part, 'index.js');
}

function runPart(part: Part, scratch: string): Promise<PartResult> {
  const outputFile = path.join(scratch, `${part}.output`);
  writeFileSync(outputFile, '');
  const env = {
    ...process.env,
    GITHUB_OUTPUT: outputFile,
    GITHUB_ACTION: `${process.env.GITHUB_ACTION ?? 'mergexo'}-${part}`,
  };
  core.startGroup(`mergexo/${part}`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bundleOf(part)], { env, stdio: 'inherit' });
    child.on('error', reject);
    child.on('close', (code) => {
      core.endGroup();
      resolve({ part, exitCode: code ?? 1, outputs: parseOutputFile(readFileSync(outputFile, 'utf8')) });
    });
  });
}

await runEntrypoint('mergexo', async () => {
  const eventName = process.env.GITHUB_EVENT_NAME ?? '';
  // Each part reads `enforcement` itself (it inherits the inputs); read here too so that a bad value fails once,
  // and so the summary says observe mode enforced nothing.
  declareRunEnforcement(enforcementInput(actionInputs));
  const parts = partsFor(eventName, {
    waitForCi: booleanInput(actionInputs, 'wait-for-ci', false),
    mode: actionInputs('mode'),
    urgency: actionInputs('urgency'),
    collisions: actionInputs('allocated-names').trim() !== '' || actionInputs('overlaps').trim() === 'notice',
  });
  if (parts.length === 0) {
    core.info(`Nothing to run for '${eventName}' (set 'wait-for-ci: true' to judge CI on this event).`);
    setOutputs({ parts: [] });
    return;
  }
  const scratch = mkdtempSync(path.join(process.env.RUNNER_TEMP || os.tmpdir(), 'mergexo-'));
  const results: PartResult[] = [];
  try {
    for (const part of parts) results.push(await runPart(part, scratch));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  const outputs: Record<string, string | unknown[]> = {
    parts: results.map((r) => ({ part: r.part, ok: r.exitCode === 0 })),
  };
  for (const r of results) for (const [name, value] of Object.entries(r.outputs)) outputs[`${r.part}-${name}`] = value;
  setOutputs(outputs);
  await writeSummary({
    heading: `mergexo: ${eventName}`,
    header: ['part', 'result'],
    rows: results.map((r) => [`mergexo/${r.part}`, r.exitCode === 0 ? 'passed ✅' : 'refused or failed ❌']),
  });
  const failed = results.filter((r) => r.exitCode !== 0).map((r) => r.part);
  if (failed.length > 0) {
    core.setFailed(
      `mergexo: ${failed.join(', ')} did not pass (see ${failed.length === 1 ? 'its' : 'their'} log group above).`,
    );
  }
});
