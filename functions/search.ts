// POST /.netlify/functions/search: the free-text vibe search. Answers { success, results,
// query_info } with up to `limit` (at most 10) results (docs/product.md#search).
import { getSearchIndex } from './_lib/filmArchive';
import { jsonAnswer } from './_lib/jsonAnswer';
import { jsonPostHandler } from './_lib/jsonPostHandler';
import { vibeSearchBody } from './_lib/searchSchemas';

export default jsonPostHandler(
  {
    schema: vibeSearchBody,
    name: 'search',
    maxBytes: 16_384,
    unavailableMessage: 'Search is unavailable right now. Please try again.',
  },
  async (body) => {
    const index = await getSearchIndex();
    return jsonAnswer(
      200,
      index.vibe(body.userInput, body.limit ?? 10, { offset: body.offset, refine: body.refine }),
    );
  },
);
