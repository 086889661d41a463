import { Navigate, Route, Routes, useNavigate, useParams } from 'react-router-dom';
import { useSessionStore } from '@postulate/client';
import { TEST_KINDS, type TestKind } from '@postulate/contracts';
import { InvitationPage } from './features/invitation/components/InvitationPage';
import { candidateTestsApi } from './features/runner/api/tests-api';
import { TestRunner } from './features/runner/components/TestRunner';
import './tests.css';

const isTest = (value: string | undefined): value is TestKind => (TEST_KINDS as readonly string[]).includes(value ?? '');

/** /mistests/{test}: a logged-in candidate's test; back to the 'Mis Tests' panel. */
function CandidateTest() {
  const { test } = useParams();
  const navigate = useNavigate();
  // The session carries haveToulouse/haveMbti/haveCards: refreshed once a test is finished.
  const refreshSession = useSessionStore((state) => state.refresh);
  if (!isTest(test)) return <Navigate to="/mistests" replace />;
  return (
    <TestRunner
      test={test}
      api={candidateTestsApi}
      onExit={() => navigate('/mistests')}
      exitLabel="Volver a Mis Tests"
      onFinished={() => void refreshSession()}
    />
  );
}

/** The three timed tests and the stand-alone invitation flow /tests/{token}. */
export default function App() {
  return (
    <Routes>
      <Route path="/mistests/:test" element={<CandidateTest />} />
      <Route path="/tests/:token" element={<InvitationPage />} />
    </Routes>
  );
}
