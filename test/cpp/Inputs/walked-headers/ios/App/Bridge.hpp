#include <React/RCTBridgeModule.h>
class Bridge : public RCTBridgeModule {};
