import { createRouter, createWebHistory } from "vue-router";
import Direct from "./views/Direct.vue";
import ViaHelpers from "./views/ViaHelpers.vue";
import ViaMethod from "./views/ViaMethod.vue";
import ViaCallback from "./views/ViaCallback.vue";
import Released from "./views/Released.vue";
import ReleasedByHelper from "./views/ReleasedByHelper.vue";
import Cached from "./views/Cached.vue";
import Mixed from "./views/Mixed.vue";
import Options from "./views/Options.vue";
import StopsOnly from "./views/StopsOnly.vue";

export default createRouter({
  history: createWebHistory(),
  routes: [
    { path: "/", component: Direct },
    { path: "/helpers", component: ViaHelpers },
    { path: "/method", component: ViaMethod },
    { path: "/callback", component: ViaCallback },
    { path: "/released", component: Released },
    { path: "/released-by-helper", component: ReleasedByHelper },
    { path: "/cached", component: Cached },
    { path: "/mixed", component: Mixed },
    { path: "/options", component: Options },
    { path: "/stops", component: StopsOnly },
  ],
});
