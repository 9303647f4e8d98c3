/** The benchmark children answer 'cpu' with their CPU time so far, in microseconds. */
export function answerCpuQueries(): void {
  process.on('message', (message) => {
    if (message !== 'cpu') return;
    const { user, system } = process.cpuUsage();
    process.send?.({ cpu: user + system });
  });
}
