// How a toast names the rows a many-row action could not do: each title with the service's reason.

/** “Alien” (the service did not add it), “Heat” (refused) */
export function refusedNames<Row>(refused: readonly { row: Row; reason?: string }[], titleOf: (row: Row) => string): string {
  return refused.map((outcome) => `“${titleOf(outcome.row)}” (${outcome.reason ?? 'refused'})`).join(', ');
}
