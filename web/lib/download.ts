/** Saves a fetched file under the name its Content-Disposition gives (bearer-token calls cannot be plain links). */
export async function saveResponse(res: Response, fallbackName: string): Promise<void> {
  const blob = await res.blob();
  const name = res.headers.get('content-disposition')?.match(/filename="([^"]+)"/)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
