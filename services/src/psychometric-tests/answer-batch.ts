import { ANSWER_SCHEMAS, type TestKind } from '@postulate/contracts';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import type { AnswerBatchInput } from './tests.service.js';

const pipes = {
  toulouse: new ZodValidationPipe(ANSWER_SCHEMAS.toulouse),
  mbti: new ZodValidationPipe(ANSWER_SCHEMAS.mbti),
  cards: new ZodValidationPipe(ANSWER_SCHEMAS.cards),
};

/** Validates an answer batch with the schema of the test named in the path. */
export function parseAnswerBatch(test: TestKind, body: unknown): AnswerBatchInput {
  return pipes[test].transform(body);
}
