import { Navigate, useLocation } from 'react-router-dom';

/** A page that moved: its old address goes to the new one, keeping the query and the fragment. */
export function MovedTo({ path }: { path: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: path, search, hash }} replace />;
}
