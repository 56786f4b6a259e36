import { useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { FILE_TYPES, UPLOAD_MESSAGES, type FileType } from '../../../common/contracts/uploads';
import { unreadablePages } from './reading';
import { formatSize, methodLabel, TYPE_LABELS } from './upload-state';
import type { useUploads } from './use-uploads';

/** The PDF upload area of the dashboard (SPEC §2): type choice, drop zone, file list, summary. */
export function UploadArea({ uploads }: { uploads: ReturnType<typeof useUploads> }) {
  const [fileType, setFileType] = useState<FileType>('sides');
  const { files, combined, processing, add, remove } = uploads;
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    onDrop: (accepted, rejected) => void add([...accepted, ...rejected.map((r) => r.file)], fileType),
    multiple: true,
    disabled: processing,
  });

  return (
    <section className="card upload" aria-labelledby="upload-title">
      <h2 id="upload-title">1. Upload your sides</h2>
      <fieldset className="radio-row">
        <legend>What are you uploading?</legend>
        {FILE_TYPES.map((t) => (
          <label key={t} className="radio">
            <input type="radio" name="fileType" value={t} checked={fileType === t} onChange={() => setFileType(t)} />
            {t === 'sides' ? 'Audition sides' : 'Full script'}
          </label>
        ))}
      </fieldset>

      <div {...getRootProps({ className: `dropzone${isDragActive ? ' dropzone--active' : ''}${processing ? ' dropzone--busy' : ''}` })}>
        <input {...getInputProps({ accept: 'application/pdf,.pdf', 'aria-label': 'Choose PDF files to upload' })} />
        {processing ? (
          <p className="dropzone__busy" role="status">
            <span className="spinner" aria-hidden="true" /> {UPLOAD_MESSAGES.processing}
          </p>
        ) : (
          <>
            <p className="dropzone__title">{isDragActive ? 'Drop the PDF here' : 'Drag & drop your PDF here, or click to choose'}</p>
            <p className="muted">PDF only, up to 10 MB each. Text PDFs from casting work best; clean scans work too.</p>
          </>
        )}
      </div>

      {files.length > 0 && (
        <>
          <ul className="file-list" aria-label="Uploaded files">
            {files.map((f) => (
              <li key={f.uploadId} className="file">
                <div className="file__main">
                  <p className="file__name">{f.filename}</p>
                  <p className="file__meta">
                    <span>{formatSize(f.sizeBytes)}</span>
                    <span className="badge badge--method" title="How the text was read">
                      {methodLabel(f.extractionMethod)}
                    </span>
                    <span className="badge">{TYPE_LABELS[f.fileType]}</span>
                    <span>
                      {f.characterNames.length} character{f.characterNames.length === 1 ? '' : 's'}
                    </span>
                  </p>
                  {f.characterNames.length > 0 && <p className="file__characters">{f.characterNames.join(' · ')}</p>}
                  {f.reading &&
                    unreadablePages(f.reading).map((message) => (
                      <p key={message} className="file__warning">
                        {message}
                      </p>
                    ))}
                </div>
                <button type="button" className="btn btn--outline btn--small" onClick={() => void remove(f.uploadId)}>
                  Remove<span className="visually-hidden"> {f.filename}</span>
                </button>
              </li>
            ))}
          </ul>
          {combined && (
            <p className="upload__summary" aria-live="polite">
              {combined.fileCount} file{combined.fileCount === 1 ? '' : 's'} · {combined.fileTypes.filter((t) => t === 'sides').length} as
              sides, {combined.fileTypes.filter((t) => t === 'full_script').length} as full script ·{' '}
              {combined.wordCount.toLocaleString('en-US')} words · {combined.characterNames.length} characters
            </p>
          )}
        </>
      )}
    </section>
  );
}
