import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { PRIVACY_MESSAGES, type UploadSummary } from '../../../common/contracts/privacy';
import { FormField } from '../../components/form-field';
import { ApiError, apiErrorMessage } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { useSettings } from '../../lib/public-settings';
import { deleteAccount, deleteUploadWithGuides, downloadExport, listUploads } from './privacy-api';

/**
 * The account's privacy controls (decision 017): download everything, the uploads with when each is removed
 * (deleting one deletes the guides made from it, and the confirmation says so), and deleting the account.
 */
export function YourData({ onGuidesDeleted, onAccountDeleted }: { onGuidesDeleted: () => void; onAccountDeleted: () => void }) {
  const { uploadRetentionDays } = useSettings();
  const [uploads, setUploads] = useState<UploadSummary[] | null>(null);
  const [exporting, setExporting] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [deleting, setDeleting] = useState(false);

  const load = useCallback(() => {
    listUploads()
      .then((r) => setUploads(r.uploads))
      .catch((err: unknown) => toast.error(apiErrorMessage(err, 'Failed to load your uploads')));
  }, []);
  useEffect(load, [load]);

  const exportAll = async () => {
    setExporting(true);
    try {
      await downloadExport();
    } catch (err) {
      toast.error(apiErrorMessage(err, 'Failed to download your data'));
    } finally {
      setExporting(false);
    }
  };

  const removeUpload = async (u: UploadSummary) => {
    if (!window.confirm(PRIVACY_MESSAGES.confirmDeleteUpload(u.filename, u.guideCount))) return;
    try {
      const { guidesDeleted } = await deleteUploadWithGuides(u.id);
      toast.success(`${u.filename} deleted${guidesDeleted ? ` with ${guidesDeleted} guide${guidesDeleted === 1 ? '' : 's'}` : ''}`);
      load();
      if (guidesDeleted) onGuidesDeleted();
    } catch (err) {
      toast.error(apiErrorMessage(err, 'Failed to delete the upload'));
    }
  };

  const removeAccount = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setPasswordError('Enter your password to delete your account');
    if (!window.confirm(PRIVACY_MESSAGES.confirmDeleteAccount)) return;
    setDeleting(true);
    try {
      await deleteAccount({ password });
      toast.success(PRIVACY_MESSAGES.accountDeleted);
      onAccountDeleted();
    } catch (err) {
      if (err instanceof ApiError && err.code === 'WRONG_PASSWORD') setPasswordError(PRIVACY_MESSAGES.wrongPassword);
      else toast.error(apiErrorMessage(err, 'Failed to delete your account'));
      setDeleting(false);
    }
  };

  return (
    <section className="stack-lg" aria-labelledby="your-data-title">
      <h2 id="your-data-title">Your Data</h2>
      <div className="card stack">
        <p>
          Uploaded PDFs and what was read from them are removed {uploadRetentionDays} days after upload; your guides stay until you delete
          them. See the <Link to="/privacy">Privacy Policy</Link>.
        </p>
        <div>
          <button type="button" className="btn btn--outline" onClick={() => void exportAll()} disabled={exporting}>
            {exporting ? 'Preparing...' : 'Download Everything'}
          </button>
        </div>
        <p className="muted">One JSON file with your profile, plan, uploads (with the original PDFs), readings, fixes and guides.</p>
      </div>

      <div className="card stack">
        <h3>Your Uploads</h3>
        {uploads === null ? (
          <p className="muted">Loading your uploads…</p>
        ) : uploads.length === 0 ? (
          <p className="empty">No uploads kept.</p>
        ) : (
          <ul className="upload-list">
            {uploads.map((u) => (
              <li key={u.id} className="upload-list__item">
                <div>
                  <strong>{u.filename}</strong>
                  <p className="muted">
                    Uploaded {formatDate(u.createdAt, 'short')} · removed on {formatDate(u.expiresAt, 'short')} · {u.guideCount} guide
                    {u.guideCount === 1 ? '' : 's'} made from it
                  </p>
                </div>
                <button type="button" className="btn btn--danger btn--small" onClick={() => void removeUpload(u)}>
                  Delete<span className="visually-hidden"> {u.filename}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>

      <form method="post" className="card stack" onSubmit={(e) => void removeAccount(e)} noValidate aria-labelledby="delete-account-title">
        <h3 id="delete-account-title">Delete Account</h3>
        <p>
          Deletes your account, every upload and guide, your sessions and your plan. A subscription that still renews must be cancelled
          first on the Subscription page; payment records stay with the card payment provider.
        </p>
        <FormField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          error={passwordError}
          onChange={(e) => {
            setPassword(e.target.value);
            setPasswordError(undefined);
          }}
        />
        <div>
          <button type="submit" className="btn btn--danger" disabled={deleting}>
            {deleting ? 'Deleting...' : 'Delete My Account'}
          </button>
        </div>
      </form>
    </section>
  );
}
