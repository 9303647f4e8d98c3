import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { AppShell } from './layout/app-shell';

const Search = lazy(() => import('../routes/search'));
const Categories = lazy(() => import('../routes/categories'));
const Category = lazy(() => import('../routes/category'));
const PackDetail = lazy(() => import('../routes/pack-detail'));
const MyPacks = lazy(() => import('../routes/my-packs'));
const Hidden = lazy(() => import('../routes/hidden'));
const Wishlist = lazy(() => import('../routes/wishlist'));
const Gifts = lazy(() => import('../routes/gifts'));
const Downloads = lazy(() => import('../routes/downloads'));
const Recent = lazy(() => import('../routes/recent'));
const Sent = lazy(() => import('../routes/sent'));
const CameraRanking = lazy(() => import('../routes/camera-ranking'));
const CameraSearch = lazy(() => import('../routes/camera-search'));
const CameraFrequent = lazy(() => import('../routes/camera-frequent'));
const CameraReactions = lazy(() => import('../routes/camera-reactions'));
const Settings = lazy(() => import('../routes/settings'));
const NotFound = lazy(() => import('../routes/not-found'));

/**
 * Declarative routes: the data router would add ~17 kB gzip to the first load, and every page
 * here fetches through React Query anyway. Each page has its own error boundary (AppShell).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        <Route index element={<Search />} />
        <Route path="categories" element={<Categories />} />
        <Route path="categories/:category" element={<Category />} />
        <Route path="packs/:packageId" element={<PackDetail />} />
        <Route path="my-packs" element={<MyPacks />} />
        <Route path="hidden" element={<Hidden />} />
        <Route path="wishlist" element={<Wishlist />} />
        <Route path="gifts" element={<Gifts />} />
        <Route path="downloads" element={<Downloads />} />
        <Route path="recent" element={<Recent />} />
        <Route path="sent" element={<Sent />} />
        <Route path="camera">
          <Route index element={<CameraRanking />} />
          <Route path="search" element={<CameraSearch />} />
          <Route path="frequent" element={<CameraFrequent />} />
          <Route path="reactions" element={<CameraReactions />} />
        </Route>
        <Route path="settings" element={<Settings />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
