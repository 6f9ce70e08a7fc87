// POST /.netlify/functions/wordSearch: films matching 1 to 7 keywords by meaning (words, related
// words, decades, colours, places). Answers { success, results } with 7 results.
import { getSearchIndex } from './_lib/filmArchive';
import { jsonAnswer } from './_lib/jsonAnswer';
import { jsonPostHandler } from './_lib/jsonPostHandler';
import { wordSearchBody } from './_lib/searchSchemas';

export default jsonPostHandler(
  {
    schema: wordSearchBody,
    name: 'wordSearch',
    maxBytes: 16_384,
    unavailableMessage: 'Search is unavailable right now. Please try again.',
  },
  async (body) => {
    const index = await getSearchIndex();
    const keywords = [...new Set(body.keywords.map((k) => k.toLowerCase()))];
    return jsonAnswer(
      200,
      index.words(keywords, undefined, { offset: body.offset, refine: body.refine }),
    );
  },
);
