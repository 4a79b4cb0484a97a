//===- Protocol.h - JSON-RPC 2.0 messages -----------------------*- C++ -*-===//

#ifndef TENSORLINT_TOOLS_LSP_PROTOCOL_H
#define TENSORLINT_TOOLS_LSP_PROTOCOL_H

#include "llvm/Support/JSON.h"

#include <string>

namespace tensorlint::lsp {

enum class ErrorCode : int {
  ParseError = -32700,
  InvalidRequest = -32600,
  MethodNotFound = -32601,
  InvalidParams = -32602,
  InternalError = -32603,
  ServerNotInitialized = -32002,
  RequestCancelled = -32800,
};

inline llvm::json::Value response(llvm::json::Value Id,
                                  llvm::json::Value Result) {
  return llvm::json::Object{
      {"jsonrpc", "2.0"}, {"id", std::move(Id)}, {"result", std::move(Result)}};
}

inline llvm::json::Value errorResponse(llvm::json::Value Id, ErrorCode Code,
                                       std::string Message) {
  return llvm::json::Object{
      {"jsonrpc", "2.0"},
      {"id", std::move(Id)},
      {"error", llvm::json::Object{{"code", static_cast<int>(Code)},
                                   {"message", std::move(Message)}}}};
}

inline llvm::json::Value notification(llvm::StringRef Method,
                                      llvm::json::Value Params) {
  return llvm::json::Object{
      {"jsonrpc", "2.0"}, {"method", Method}, {"params", std::move(Params)}};
}

/// response(Id, Result) written to J, Result written by WriteResult.
inline void writeResponse(llvm::json::OStream &J, const llvm::json::Value &Id,
                          llvm::function_ref<void()> WriteResult) {
  J.object([&] {
    J.attribute("jsonrpc", "2.0");
    J.attribute("id", Id);
    J.attributeBegin("result");
    WriteResult();
    J.attributeEnd();
  });
}

/// notification(Method, Params) written to J, Params written by
/// WriteParams.
inline void writeNotification(llvm::json::OStream &J, llvm::StringRef Method,
                              llvm::function_ref<void()> WriteParams) {
  J.object([&] {
    J.attribute("jsonrpc", "2.0");
    J.attribute("method", Method);
    J.attributeBegin("params");
    WriteParams();
    J.attributeEnd();
  });
}

} // namespace tensorlint::lsp

#endif // TENSORLINT_TOOLS_LSP_PROTOCOL_H
