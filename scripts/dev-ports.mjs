// Dev-server ports of each remote (see each app's package.json "dev" script), keyed by its gateway setting.
export const REMOTE_DEV_PORTS = {
  REMOTE_MF_DASHBOARD_URL: 5001,
  REMOTE_MF_THESIS_URL: 5002,
  REMOTE_MF_SHARED_URL: 5003,
  REMOTE_MF_ADMIN_URL: 5004,
};
