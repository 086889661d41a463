// What the apps use of react-router-dom, shared as the router singleton in its place. A shared
// module is never tree-shaken (any remote may ask for any export), and all of react-router is
// ~60 KB gzip, most of it data routers and server rendering the apps do not use. Re-exporting only
// these names lets webpack drop the rest. Name an export here before importing it in an app.
export { BrowserRouter, Link, Navigate, NavLink, Route, Routes, matchPath, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
