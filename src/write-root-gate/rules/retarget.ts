/**
 * A PR retargeted while it was judged (this run may be for another event) is judged again against the new base,
 * so a verdict for the old base never lands after the one the `edited` run gives; a base that keeps moving is
 * undecidable.
 */

/** The base the PR was retargeted to while judged (the one it has once its head stood still), if another one. */
export function retargetedTo(judgedBase: string, baseNow: string | undefined): string | undefined {
  return baseNow !== undefined && baseNow !== judgedBase ? baseNow : undefined;
}

/** Whether one more retarget is past what a run follows (`max`: the moves a run follows, as for a moving head). */
export function retargetsExhausted(retargets: number, max: number): boolean {
  return retargets + 1 >= max;
}
