//===- TypeInfo.h - What declared types say about tensors -------*- C++ -*-===//
//
// TypeScript annotations (`t: tf.Tensor2D`, `m: tf.LayersModel | null`) and
// JSDoc tags (`@type {tf.Tensor}`, `@param {tf.Tensor} x`, `@returns`) name a
// tensor or model resource by the last identifier of the type, looked up in
// the namespace the type names (`ort.Tensor` and `tf.Tensor` differ), the
// library a bare name was imported from, the file's libraries, then any.
// Arrays of tensors are reported separately: they are containers, not
// tensors.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_FRONTEND_JS_TYPEINFO_H
#define TENSORLINT_FRONTEND_JS_TYPEINFO_H

#include "apis/ApiModel.h"
#include "frontend/js/Bindings.h"
#include "frontend/js/Syntax.h"

#include "llvm/ADT/StringRef.h"

namespace tensorlint::frontend::js {

struct DeclaredType {
  const apis::Resource *Res = nullptr;
  bool IsArray = false; ///< Tensor[] / Array<Tensor>: elements are tensors.
  /// `Tensor | Tensor[]`: a tensor, or an array of them. A method both have
  /// (`concat`, `slice`) may be the array's.
  bool MaybeArray = false;
  explicit operator bool() const { return Res != nullptr; }
};

/// The resource named by a type node (type_annotation or any type).
DeclaredType typeFromNode(TSNode Type, const SyntaxTree &T,
                          const apis::ApiDatabase &Apis, const Bindings &B);
/// True if Type (a type_annotation, or null) declares a type that names no
/// resource and says something (`number[]`; not `any`, `unknown`,
/// `object`), or one imported from a module of the application
/// (`detector.HandDetector`, even if a library has a type of that name):
/// such a declaration vetoes guessing the type from method names
/// (`this.detector.predict(x)` is the application's own method).
bool declaresOtherType(TSNode Type, const SyntaxTree &T,
                       const apis::ApiDatabase &Apis, const Bindings &B);

/// The resource named by a JSDoc type expression ("tf.Tensor|null").
DeclaredType typeFromJsDocText(llvm::StringRef Text,
                               const apis::ApiDatabase &Apis,
                               const Bindings &B);

/// A parsed JSDoc comment: the tags tensorlint cares about.
struct JsDoc {
  llvm::StringRef Type;    ///< @type {X}
  llvm::StringRef Returns; ///< @returns {X} / @return {X}
  llvm::SmallVector<std::pair<llvm::StringRef, llvm::StringRef>, 4>
      Params; ///< @param {X} name
};
JsDoc parseJsDoc(llvm::StringRef Comment);

} // namespace tensorlint::frontend::js

#endif
