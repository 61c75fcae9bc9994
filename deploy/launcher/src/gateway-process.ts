import { createGateway } from '@gv/gateway';
import { createLogger, createRuntime, loadConfig, distributedEnvSchema } from '@gv/platform';
import { WEB_DIST } from './web-dist.js';

const config = loadConfig(distributedEnvSchema);
const runtime = await createRuntime(config, 'distributed');
const gateway = await createGateway(runtime, { webDist: WEB_DIST });
// --reuse-port: one of several gateways on this port (see startDistributed); Fastify hands the option to Node's listen.
const listenOptions = { port: config.PORT, host: config.HOST, reusePort: process.argv.includes('--reuse-port') };
await gateway.listen(listenOptions);
createLogger('gateway').info(`gateway listening on ${config.HOST}:${config.PORT}`);
const stop = async () => {
  await gateway.close();
  await runtime.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
