// POST /.netlify/functions/search: the free-text vibe search. Answers { success, results,
// query_info } with up to `limit` (at most 10) results (docs/product.md#search). Instead of a vibe,
// `like` (a movie_id) asks for "More like this" and `taste` (watchlist films with weights) for
// "For you", both answering { success, results } (docs/taste.md).
import { HttpError } from './_lib/httpError';
import { getSearchIndex } from './_lib/filmArchive';
import { jsonAnswer } from './_lib/jsonAnswer';
import { jsonPostHandler } from './_lib/jsonPostHandler';
import { vibeSearchBody } from './_lib/searchSchemas';
import { SEARCH_BODY_BYTES } from '../src/core/search/types';

export default jsonPostHandler(
  {
    schema: vibeSearchBody,
    name: 'search',
    maxBytes: SEARCH_BODY_BYTES,
    unavailableMessage: 'Search is unavailable right now. Please try again.',
  },
  async (body) => {
    const index = await getSearchIndex();
    const options = { offset: body.offset, refine: body.refine, exclude: body.exclude };
    if (body.like !== undefined) {
      if (!index.has(body.like))
        throw new HttpError(400, `like: no film of the archive has the movie_id "${body.like}".`);
      return jsonAnswer(200, index.like(body.like, body.limit ?? 10, options));
    }
    if (body.taste !== undefined) {
      if (!body.taste.some((s) => index.has(s.movieId)))
        throw new HttpError(400, 'taste: none of these films is in the archive.');
      return jsonAnswer(200, index.forYou(body.taste, body.limit ?? 10, options));
    }
    return jsonAnswer(
      200,
      index.vibe(body.userInput ?? '', body.limit ?? 10, {
        offset: body.offset,
        refine: body.refine,
      }),
    );
  },
);
