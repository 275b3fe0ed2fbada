import { describe, expect, it } from 'vitest';
import { createOpenApiAnswerChecker } from '../helpers/openapi-answers.ts';
import { describeFuzzPart, openApiDocument } from '../helpers/fuzz-calls.ts';

describe('the OpenAPI answer check', () => {
  const { checkAnswer } = createOpenApiAnswerChecker(openApiDocument);
  const tokenAnswer = (statusCode: number, body: unknown) =>
    checkAnswer({
      method: 'POST',
      path: '/api/integration/oauth/token',
      statusCode,
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify(body),
    });

  it('passes an answer the document describes and names what is off in one it does not', () => {
    expect(tokenAnswer(200, { access_token: 'x', token_type: 'bearer', expires_in: 3600 })).toEqual([]);
    expect(tokenAnswer(200, { access_token: 'x', token_type: 'bearer', expires_in: 0 })).toEqual([
      'status 200 body off the schema: body/expires_in must be > 0',
    ]);
    expect(tokenAnswer(200, { access_token: 'x' })).toEqual([
      "status 200 body off the schema: body must have required property 'token_type'",
    ]);
    expect(tokenAnswer(299, {})).toEqual([expect.stringMatching(/^status 299 not documented/)]);
    expect(
      checkAnswer({
        method: 'GET',
        path: '/api/nao-existe',
        statusCode: 200,
        contentType: undefined,
        body: '',
      }),
    ).toEqual(['no operation GET /api/nao-existe in the document']);
  });
});

// The fuzz runs in three files (this one, fuzz-part-2 and fuzz-part-3), so no single file holds a
// worker for over a minute while the other waits.
describeFuzzPart({ part: 0, parts: 3 });
