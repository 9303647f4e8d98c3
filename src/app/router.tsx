import { Route, Routes } from 'react-router';
// Not lazy: the search page is the home page and where shared links land, so it comes with
// the first chunk instead of after it.
import Search from '../routes/search';
import { AppShell } from './layout/app-shell';
import { lazyRoute } from './lazy-route';

const Categories = lazyRoute(() => import('../routes/categories'));
const Category = lazyRoute(() => import('../routes/category'));
const PackDetail = lazyRoute(() => import('../routes/pack-detail'));
const MyPacks = lazyRoute(() => import('../routes/my-packs'));
const Hidden = lazyRoute(() => import('../routes/hidden'));
const Wishlist = lazyRoute(() => import('../routes/wishlist'));
const Gifts = lazyRoute(() => import('../routes/gifts'));
const Downloads = lazyRoute(() => import('../routes/downloads'));
const Recent = lazyRoute(() => import('../routes/recent'));
const Sent = lazyRoute(() => import('../routes/sent'));
const CameraRanking = lazyRoute(() => import('../routes/camera-ranking'));
const CameraSearch = lazyRoute(() => import('../routes/camera-search'));
const CameraFrequent = lazyRoute(() => import('../routes/camera-frequent'));
const CameraReactions = lazyRoute(() => import('../routes/camera-reactions'));
const Settings = lazyRoute(() => import('../routes/settings'));
const NotFound = lazyRoute(() => import('../routes/not-found'));

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
