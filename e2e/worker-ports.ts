// Two browser-test files run at once (one per jest worker): each worker's portal gets its own ports.
const worker = Number(process.env.JEST_WORKER_ID ?? 1);
process.env.PORT_OFFSET = String(Number(process.env.PORT_OFFSET ?? 0) + (worker - 1) * 20);
