/** Links in e-mails point at the dashboard's hash routes under SPEECHDECK_PUBLIC_URL, never the Host header. */
export function dashboardLink(publicUrl: string, route: string, query: Record<string, string> = {}): string {
  const search = new URLSearchParams(query).toString();
  return `${publicUrl}/#/${route}${search ? `?${search}` : ''}`;
}
