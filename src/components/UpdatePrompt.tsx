// Service-worker notices: "Ready to work offline" after the first install, and a prompt before a
// new version takes over (the user chooses when; code is never swapped under a running session).
import './UpdatePrompt.css';

interface Props {
  offlineReady: boolean;
  needRefresh: boolean;
  onUpdate: () => void;
  onClose: () => void;
}

export function UpdatePrompt({ offlineReady, needRefresh, onUpdate, onClose }: Props) {
  if (!offlineReady && !needRefresh) return null;
  return (
    <div className="sw-toast" role="status">
      <span>{needRefresh ? 'A new version of Mise is ready.' : 'Ready to work offline'}</span>
      <div className="row">
        {needRefresh && (
          <button type="button" className="btn btn-small" onClick={onUpdate}>
            Update
          </button>
        )}
        <button type="button" className="btn btn-small btn-ghost" onClick={onClose}>
          {needRefresh ? 'Later' : 'OK'}
        </button>
      </div>
    </div>
  );
}
