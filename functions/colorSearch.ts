// POST /.netlify/functions/colorSearch: films whose palettes look closest to a colour
// ({ searchType: 'color', color }) or to a palette ({ searchType: 'palette', movieId, hexCodes }:
// the chosen film first, then the 6 closest). Answers { success, results }.
import { getSearchIndex } from './_lib/filmArchive';
import { jsonAnswer } from './_lib/jsonAnswer';
import { jsonPostHandler } from './_lib/jsonPostHandler';
import { colorSearchBody } from './_lib/searchSchemas';

const withHash = (h: string): string => (h.startsWith('#') ? h : `#${h}`).toUpperCase();

export default jsonPostHandler(
  {
    schema: colorSearchBody,
    name: 'colorSearch',
    maxBytes: 16_384,
    unavailableMessage: 'Search is unavailable right now. Please try again.',
  },
  async (body) => {
    const index = await getSearchIndex();
    const answer =
      body.searchType === 'color'
        ? index.color(withHash(body.color), { offset: body.offset, refine: body.refine })
        : index.palette(
            { movieId: body.movieId, hexCodes: body.hexCodes?.map(withHash) },
            { offset: body.offset, refine: body.refine },
          );
    return jsonAnswer(200, answer);
  },
);
