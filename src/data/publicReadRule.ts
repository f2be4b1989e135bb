// The service worker's rule for the platform's public answers (scripts/post-build.mjs bundles it
// into sw.js with the patterns of ./serviceWorkerReads.ts): a GET that carries no visitor's token
// (an anonymous optional-empty call sends an empty Authorization: SPEC §6, the SDK's
// carriesToken) and whose path matches one of the patterns. A personal answer is never kept here.
import { carriesToken } from '@pameran/sdk/constants';

export interface RouteMatch {
  url: URL;
  request: Request;
}

/** The rule over `patterns`, regular expressions' sources over a URL's path. */
export function publicReadRule(patterns: readonly string[]): (match: RouteMatch) => boolean {
  const paths = patterns.map((pattern) => new RegExp(pattern));
  return ({ url, request }) => request.method === 'GET' && !carriesToken(request.headers.get('Authorization')) && paths.some((path) => path.test(url.pathname));
}
