import { useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectTeam, teamActions, type Submission, type TeamForm } from './team-slice';

/** One of the team's forms while it is on screen: it starts and ends without the last answer; `onDone` runs when the server took it. */
export function useSubmission(form: TeamForm, onDone?: () => void): Submission {
  const dispatch = useDispatch();
  const submission = useSelector(selectTeam).submissions[form];
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;

  useEffect(() => {
    dispatch(teamActions.submissionReset(form));
    return () => void dispatch(teamActions.submissionReset(form));
  }, [dispatch, form]);

  useEffect(() => {
    if (submission.done) onDoneRef.current?.();
  }, [submission.done]);

  return submission;
}
