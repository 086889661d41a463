import type { StartResponse, TestKind } from '@postulate/contracts';
import { CardsIntro, CardsRun } from '../../cards/components/CardsTest';
import { MbtiIntro, MbtiRun } from '../../mbti/components/MbtiTest';
import { ToulouseIntro, ToulouseRun } from '../../toulouse/components/ToulouseTest';
import type { TestsApi } from '../api/tests-api';
import { TestPage, type RunProps } from './TestPage';

type Narrow<Test extends TestKind> = RunProps<Extract<StartResponse, { test: Test }>>;

const RUNNERS = {
  toulouse: {
    intro: (begin: () => void, busy: boolean) => <ToulouseIntro begin={begin} busy={busy} />,
    run: (props: RunProps) => <ToulouseRun {...(props as Narrow<'toulouse'>)} />,
  },
  mbti: {
    intro: (begin: () => void, busy: boolean) => <MbtiIntro begin={begin} busy={busy} />,
    run: (props: RunProps) => <MbtiRun {...(props as Narrow<'mbti'>)} />,
  },
  cards: {
    intro: (begin: () => void, busy: boolean) => <CardsIntro begin={begin} busy={busy} />,
    run: (props: RunProps) => <CardsRun {...(props as Narrow<'cards'>)} />,
  },
} satisfies Record<TestKind, unknown>;

interface TestRunnerProps {
  test: TestKind;
  api: TestsApi;
  onExit: () => void;
  exitLabel: string;
  onFinished?: () => void;
}

/** One of the three tests, for a candidate (Mis Tests) or an invited person (the link's menu). */
export function TestRunner({ test, ...props }: TestRunnerProps) {
  return <TestPage key={test} test={test} {...RUNNERS[test]} {...props} />;
}
