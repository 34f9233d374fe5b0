/**
 * The first render raced against its time budget. The budget's timer is cleared whichever wins:
 * left running, it kept the bench's process alive after the results were written (up to 180 s
 * at 4x throttle).
 */
export async function withinBudget<T>(work: Promise<T>, budgetMs: number): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const budget = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), budgetMs);
  });
  try {
    return await Promise.race([work, budget]);
  } finally {
    clearTimeout(timer);
  }
}
