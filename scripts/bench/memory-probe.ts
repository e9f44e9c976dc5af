// Preloaded into the benched server only (scripts/bench/chat.ts spawns it with `--expose-gc --import`): on the
// IPC message 'memory' it collects garbage twice and answers with process.memoryUsage(), so the bench can
// read the server's heap and RSS from outside without a route in the product.
process.on('message', (message) => {
  if (message !== 'memory' || !process.send) return;
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  gc?.();
  process.send({ memory: process.memoryUsage() });
});
