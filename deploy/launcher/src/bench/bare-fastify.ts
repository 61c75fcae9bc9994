import Fastify from 'fastify';
import { median } from './latency.js';
import { load, type LoadResult } from './request-reply.js';

/** Rounds of the platform and bare Fastify taking turns, each half the bench's seconds: this host's pace drifts within a minute. */
const ROUNDS = 4;

export interface AgainstBareFastify {
  /** The platform's first round, in full. */
  platform: LoadResult;
  versusBare: {
    platformRequestsPerSecond: number[];
    bareRequestsPerSecond: number[];
    /** Each round's platform requests over bare Fastify's in the round after it. */
    roundRatios: number[];
    /** The median of roundRatios: 1 would mean the platform costs nothing beyond serving the bytes. */
    ratio: number;
  };
}

/**
 * What the platform's own work costs on a read it answers from its micro-cache: a bare Fastify server in the same
 * process, with no hooks and no headers of its own, answers the same bytes on the same path, loaded as the platform
 * is, the two taking turns. A fresh cached read passes the framework's guards and is answered by an interceptor
 * (decision 0069): the framework, the cache lookup, security headers, request id and request metrics make the difference.
 */
export async function againstBareFastify(url: string, seconds: number): Promise<AgainstBareFastify> {
  // Uncompressed, as the load generator asks for it.
  const answer = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  const body = Buffer.from(await answer.arrayBuffer());
  const type = answer.headers.get('content-type') ?? 'application/json; charset=utf-8';
  const { pathname, search } = new URL(url);
  const bare = Fastify();
  bare.get(pathname, (_request, reply) => reply.type(type).send(body));
  const bareUrl = `${await bare.listen({ port: 0, host: '127.0.0.1' })}${pathname}${search}`;
  try {
    const platform: LoadResult[] = [];
    const bareRequestsPerSecond: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      platform.push(await load(url, seconds / 2));
      bareRequestsPerSecond.push((await load(bareUrl, seconds / 2)).requestsPerSecond);
    }
    const platformRequestsPerSecond = platform.map((result) => result.requestsPerSecond);
    const roundRatios = platformRequestsPerSecond.map((requests, round) => hundredths(requests / bareRequestsPerSecond[round]!));
    const ratio = hundredths(median(roundRatios));
    return { platform: platform[0]!, versusBare: { platformRequestsPerSecond, bareRequestsPerSecond, roundRatios, ratio } };
  } finally {
    await bare.close();
  }
}

const hundredths = (value: number) => Math.round(value * 100) / 100;
