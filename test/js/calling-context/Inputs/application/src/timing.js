// Runs its callback once and logs how long it took.
export function timed(fn) {
  const start = Date.now();
  fn();
  console.log(Date.now() - start);
}

// Runs its callback per row.
export function forRows(rows, fn) {
  for (const row of rows)
    fn(row);
}
