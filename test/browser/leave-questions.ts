// The browser's own questions a page asks (confirm, beforeunload), answered as the test says: the
// messages asked so far, and the answer to give the next ones (dismiss until told otherwise).
import type { Dialog, Page } from 'playwright-core';

export interface LeaveQuestions {
  /** The messages of the questions asked so far, in order. */
  readonly asked: string[];
  /** What the next questions get. */
  answer: 'accept' | 'dismiss';
}

export function answerLeaveQuestions(page: Page): LeaveQuestions {
  const questions: LeaveQuestions = { asked: [], answer: 'dismiss' };
  page.on('dialog', (dialog: Dialog) => {
    questions.asked.push(dialog.message());
    void (questions.answer === 'accept' ? dialog.accept() : dialog.dismiss());
  });
  return questions;
}
