// A list with a fixed capacity and no allocation, for views copied at every decision.
#pragma once

#include <algorithm>
#include <array>
#include <cassert>
#include <cstddef>

namespace bizon {

template <class T, std::size_t Capacity>
class Bounded {
 public:
  using value_type = T;
  using const_iterator = const T*;
  using iterator = T*;

  Bounded() = default;
  template <class It>
  Bounded(It first, It last) { assign(first, last); }

  template <class It>
  void assign(It first, It last) {
    size_ = 0;
    for (; first != last; ++first) push_back(*first);
  }
  void push_back(const T& t) {
    assert(size_ < Capacity);
    items_[size_++] = t;
  }
  void pop_back() { --size_; }
  void clear() { size_ = 0; }

  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  const T& operator[](std::size_t i) const { return items_[i]; }
  T& operator[](std::size_t i) { return items_[i]; }
  const T& front() const { return items_[0]; }
  const T& back() const { return items_[size_ - 1]; }
  const T* begin() const { return items_.data(); }
  const T* end() const { return items_.data() + size_; }
  T* begin() { return items_.data(); }
  T* end() { return items_.data() + size_; }
  const T* data() const { return items_.data(); }

  friend bool operator==(const Bounded& a, const Bounded& b) {
    return std::equal(a.begin(), a.end(), b.begin(), b.end());
  }

 private:
  std::array<T, Capacity> items_{};
  std::size_t size_ = 0;
};

}  // namespace bizon
